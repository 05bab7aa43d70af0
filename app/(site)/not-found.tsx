import type { Metadata } from 'next'

import { NotFoundContent } from '@/components/errors/not-found-content'

export const metadata: Metadata = { title: 'Page Not Found', robots: { index: false } }

/** A public page that calls notFound(): the (site) layout already draws the header and footer. */
export default function NotFound() {
  return <NotFoundContent />
}
