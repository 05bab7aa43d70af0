import type { Metadata } from 'next'

import { NotFoundContent } from '@/components/errors/not-found-content'
import { notFoundMetadata } from '@/lib/seo/metadata'

export const metadata: Metadata = notFoundMetadata

/** A public page that calls notFound(): the (site) layout already draws the header and footer. */
export default function NotFound() {
  return <NotFoundContent />
}
