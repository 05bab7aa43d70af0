import { describe, expect, it } from 'vitest'

import { siteUrl } from '@/lib/env'
import {
  FEEDS,
  infoPageMetadata,
  notFoundMetadata,
  pageMetadata,
  rootMetadata,
} from '@/lib/seo/metadata'

const name = 'Scholarly Support'
const description =
  'One-to-one tutoring, writing feedback, proofreading and study-skills coaching for university students in the USA, UK, Australia and Canada.'
const feeds = {
  'application/rss+xml': [{ url: '/rss.xml', title: 'Scholarly Support articles (RSS)' }],
  'application/atom+xml': [{ url: '/atom.xml', title: 'Scholarly Support articles (Atom)' }],
}

describe('rootMetadata', () => {
  it('sets the title template, social cards, feeds and icon for every page', () => {
    expect(rootMetadata).toStrictEqual({
      metadataBase: new URL(siteUrl),
      title: {
        default: 'Scholarly Support: Tutoring, feedback and study skills for university students',
        template: '%s | Scholarly Support',
      },
      description,
      applicationName: name,
      openGraph: {
        type: 'website',
        siteName: name,
        locale: 'en_GB',
        title: name,
        description,
        url: '/',
      },
      twitter: { card: 'summary_large_image', title: name, description },
      alternates: { types: feeds },
      icons: { icon: '/icon.svg' },
    })
    expect(FEEDS).toStrictEqual({
      rss: { href: '/rss.xml', title: 'Scholarly Support articles (RSS)' },
      atom: { href: '/atom.xml', title: 'Scholarly Support articles (Atom)' },
    })
  })
})

describe('pageMetadata', () => {
  it('gives a page its canonical URL, the feeds and matching social cards', () => {
    expect(
      pageMetadata({ title: 'Privacy', description: 'How we use data', path: '/privacy' }),
    ).toStrictEqual({
      title: 'Privacy',
      description: 'How we use data',
      alternates: { types: feeds, canonical: `${siteUrl}/privacy/` },
      openGraph: {
        type: 'website',
        siteName: name,
        title: 'Privacy',
        description: 'How we use data',
        url: `${siteUrl}/privacy/`,
      },
      twitter: { card: 'summary_large_image', title: 'Privacy', description: 'How we use data' },
      robots: undefined,
    })
  })

  it('keeps member and admin pages out of search results and can mark an article', () => {
    const data = pageMetadata({
      title: 'Dashboard',
      description: 'Yours',
      path: '/dashboard',
      noindex: true,
      type: 'article',
    })
    expect(data.robots).toStrictEqual({ index: false, follow: false })
    expect(data.openGraph).toMatchObject({ type: 'article' })
  })

  it('builds a fixed page from its slug', () => {
    expect(infoPageMetadata({ slug: 'terms', title: 'Terms', description: 'Rules' })).toEqual(
      pageMetadata({ title: 'Terms', description: 'Rules', path: '/terms' }),
    )
    expect(
      infoPageMetadata({ slug: 'terms', title: 'Terms', description: 'Rules' }).alternates,
    ).toMatchObject({ canonical: `${siteUrl}/terms/` })
  })

  it("titles the 404 page exactly 'Page Not Found' and keeps it out of search", () => {
    expect(notFoundMetadata).toStrictEqual({
      title: { absolute: 'Page Not Found' },
      robots: { index: false },
    })
  })
})
