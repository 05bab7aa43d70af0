import { Feed } from 'feed'

import { siteConfig } from '@/config/site'
import type { FeedEntry } from '@/lib/feeds/entries'
import { xmlText } from '@/lib/feeds/xml-text'
import { canonicalUrl } from '@/lib/seo/canonical'

export type FeedChannel = {
  title: string
  description: string
  /** Site path of the page the feed mirrors, e.g. '/articles'. */
  pagePath: string
  /** Site path of this feed itself, for the channel's rel="self" link. */
  selfPath: string
}

/** The newest change among the entries; the channel's build date and Last-Modified. */
export function lastModified(entries: readonly FeedEntry[]): Date {
  const times = entries.map((entry) => Date.parse(entry.updated)).filter(Number.isFinite)
  return new Date(times.length > 0 ? Math.max(...times) : 0)
}

/**
 * A feed of the entries for RSS 2.0 or Atom 1.0. Every item's guid is its row id, not its URL,
 * so a renamed item is not delivered to subscribers twice.
 */
export function buildFeed(channel: FeedChannel, entries: readonly FeedEntry[], siteUrl: string) {
  const selfUrl = `${siteUrl}${channel.selfPath}`
  const pageUrl = canonicalUrl(channel.pagePath, siteUrl)
  const feed = new Feed({
    id: pageUrl,
    title: `${siteConfig.name}: ${channel.title}`,
    description: channel.description,
    link: pageUrl,
    language: 'en',
    updated: lastModified(entries),
    generator: false,
    copyright: `© ${siteConfig.legalName}`,
    feed: selfUrl,
    author: { name: siteConfig.name, email: siteConfig.contactEmail, link: `${siteUrl}/` },
  })
  for (const entry of entries) {
    feed.addItem({
      title: xmlText(entry.title),
      id: `urn:uuid:${entry.id}`,
      link: `${siteUrl}${entry.path}`,
      date: new Date(entry.updated),
      published: new Date(entry.published),
      description: xmlText(entry.summary),
      author: [{ name: xmlText(entry.author ?? siteConfig.name), email: siteConfig.contactEmail }],
      category: entry.category ? [{ name: xmlText(entry.category) }] : [],
    })
  }
  return feed
}
