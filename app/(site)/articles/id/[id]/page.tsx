import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { notFoundMetadata } from '@/lib/seo/metadata'

export function generateStaticParams() {
  return [{ id: 'unknown' }]
}

export const metadata: Metadata = notFoundMetadata

/**
 * /articles/id/{id} for an id that names no visible article: proxy.ts has already redirected
 * every valid one to its article's URL, so what reaches this page is the 404.
 */
export default async function ArticleByIdPage({ params }: { params: Promise<{ id: string }> }) {
  await params
  notFound()
}
