'use client'

import dynamic from 'next/dynamic'

/**
 * The toaster loads once the page has hydrated, so sonner stays out of every page's first load;
 * nothing can raise a toast before then.
 */
export const LazyToaster = dynamic(
  () => import('@/components/ui/sonner').then((module) => module.Toaster),
  { ssr: false },
)
