import { js2xml } from 'xml-js'

/** Below the protocol's 50,000-URL limit, with room for the static routes. */
export const MAX_URLS_PER_SITEMAP = 45_000

export type SitemapUrl = { loc: string; lastmod?: string }

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'

const declaration = { _attributes: { version: '1.0', encoding: 'UTF-8' } }

/** How many sitemap files the URLs need; more than one means /sitemap.xml is an index. */
export function sitemapPageCount(urlCount: number, perPage = MAX_URLS_PER_SITEMAP): number {
  return Math.max(1, Math.ceil(urlCount / perPage))
}

/** The URLs of one sitemap file (1-based), in the order given. */
export function sitemapPage<T>(urls: readonly T[], page: number, perPage = MAX_URLS_PER_SITEMAP) {
  return urls.slice((page - 1) * perPage, page * perPage)
}

export function renderUrlset(urls: readonly SitemapUrl[]): string {
  return js2xml(
    {
      _declaration: declaration,
      urlset: {
        _attributes: { xmlns: SITEMAP_NS },
        url: urls.map(({ loc, lastmod }) => ({
          loc: { _text: loc },
          ...(lastmod ? { lastmod: { _text: lastmod } } : {}),
        })),
      },
    },
    { compact: true },
  )
}

export function renderSitemapIndex(sitemapUrls: readonly string[]): string {
  return js2xml(
    {
      _declaration: declaration,
      sitemapindex: {
        _attributes: { xmlns: SITEMAP_NS },
        sitemap: sitemapUrls.map((loc) => ({ loc: { _text: loc } })),
      },
    },
    { compact: true },
  )
}

/** The latest lastmod among the URLs (the epoch when none has one), for Last-Modified. */
export function newestLastmod(urls: readonly SitemapUrl[]): Date {
  return new Date(
    urls.reduce((newest, url) => Math.max(newest, Date.parse(url.lastmod ?? '') || 0), 0),
  )
}
