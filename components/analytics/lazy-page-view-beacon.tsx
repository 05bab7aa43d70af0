'use client'

import dynamic from 'next/dynamic'

/** The beacon's code loads after hydration, in its own small chunk. */
export const LazyPageViewBeacon = dynamic(
  () => import('@/components/analytics/page-view-beacon').then((module) => module.PageViewBeacon),
  { ssr: false },
)
