import type { Metadata, Viewport } from 'next'

import { siteConfig } from '@/config/site'
import { siteUrl } from '@/lib/env'
import { canonicalUrl } from '@/lib/seo/canonical'

export const FEEDS = {
  rss: { href: '/rss.xml', title: `${siteConfig.name} articles (RSS)` },
  atom: { href: '/atom.xml', title: `${siteConfig.name} articles (Atom)` },
} as const

/** Site-wide defaults for the root layout. */
/** The browser's UI colour in light and dark mode, on every page. */
export const rootViewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#0a101f' },
  ],
}

export const rootMetadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: {
    default: `${siteConfig.name}: ${siteConfig.tagline}`,
    template: `%s | ${siteConfig.name}`,
  },
  description: siteConfig.description,
  applicationName: siteConfig.name,
  openGraph: {
    type: 'website',
    siteName: siteConfig.name,
    locale: 'en_GB',
    title: siteConfig.name,
    description: siteConfig.description,
    url: '/',
  },
  twitter: {
    card: 'summary_large_image',
    title: siteConfig.name,
    description: siteConfig.description,
  },
  alternates: {
    types: {
      'application/rss+xml': [{ url: FEEDS.rss.href, title: FEEDS.rss.title }],
      'application/atom+xml': [{ url: FEEDS.atom.href, title: FEEDS.atom.title }],
    },
  },
  icons: { icon: '/icon.svg' },
}

type PageMetadataInput = {
  title: string
  description: string
  /** Site path of the page, e.g. '/privacy'. */
  path: string
  /** Member and admin pages are kept out of search results. */
  noindex?: boolean
  type?: 'website' | 'article'
}

/** Metadata for one page: canonical URL without tracking parameters, matching social cards. */
export function pageMetadata({
  title,
  description,
  path,
  noindex = false,
  type = 'website',
}: PageMetadataInput): Metadata {
  const canonical = canonicalUrl(path, siteUrl)
  return {
    title,
    description,
    alternates: { ...rootMetadata.alternates, canonical },
    openGraph: { type, siteName: siteConfig.name, title, description, url: canonical },
    twitter: { card: 'summary_large_image', title, description },
    robots: noindex ? { index: false, follow: false } : undefined,
  }
}

/** Metadata for a fixed-content page from its data. */
export function infoPageMetadata(page: {
  slug: string
  title: string
  description: string
}): Metadata {
  return pageMetadata({ title: page.title, description: page.description, path: `/${page.slug}` })
}

/** The 404 page's metadata: titled exactly 'Page Not Found' (spec §2), kept out of search. */
export const notFoundMetadata = {
  title: { absolute: 'Page Not Found' },
  robots: { index: false },
} as const satisfies Metadata
