import type { Metadata } from 'next'

import { notFoundMetadata } from '@/lib/seo/metadata'

export const metadata: Metadata = notFoundMetadata

export { PerRequestNotFound as default } from '@/components/errors/per-request-not-found'
