import type { MetadataRoute } from 'next'

import { staticRoutes } from '@/config/routes'
import { siteUrl } from '@/lib/env'
import { canonicalUrl } from '@/lib/seo/canonical'

export default function sitemap(): MetadataRoute.Sitemap {
  return staticRoutes.map((path) => ({
    url: canonicalUrl(path, siteUrl),
    changeFrequency: path === '/' ? 'daily' : 'monthly',
    priority: path === '/' ? 1 : 0.5,
  }))
}
