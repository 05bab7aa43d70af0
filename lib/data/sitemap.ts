import 'server-only'

import { staticRoutes } from '@/config/routes'
import { getAllEntries } from '@/lib/data/feeds'
import { siteUrl } from '@/lib/env'
import { FEED_TYPES } from '@/lib/feeds/entries'
import { canonicalUrl } from '@/lib/seo/canonical'
import type { SitemapUrl } from '@/lib/seo/sitemap'

/**
 * Every URL a crawler should know: the static routes, then each published article, quiz and
 * resource and each open job with its last change. RLS and the loaders leave out drafts,
 * scheduled items not yet due, archived items and closed jobs.
 */
export async function getSitemapUrls(): Promise<SitemapUrl[]> {
  const items = await Promise.all(FEED_TYPES.map((type) => getAllEntries(type)))
  return [
    ...staticRoutes.map((path) => ({ loc: canonicalUrl(path, siteUrl) })),
    ...items.flat().map((entry) => ({
      loc: canonicalUrl(entry.path, siteUrl),
      lastmod: new Date(entry.updated).toISOString(),
    })),
  ]
}
