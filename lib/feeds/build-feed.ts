import { Feed } from 'feed'

import { siteConfig } from '@/config/site'
import type { FeedEntry } from '@/lib/feeds/entries'
import { cdataText, escapeCategoryAttributes, htmlText, xmlText } from '@/lib/feeds/xml-text'
import { canonicalUrl } from '@/lib/seo/canonical'

export type FeedChannel = {
  title: string
  description: string
  /** Site path of the page the feed mirrors, e.g. '/articles'. */
  pagePath: string
  /** Site path of this feed itself, for the channel's rel="self" link. */
  selfPath: string
}

type FeedFormat = 'rss' | 'atom'

/** The newest change among the entries; the channel's build date and Last-Modified. */
export function lastModified(entries: readonly FeedEntry[]): Date {
  const times = entries.map((entry) => Date.parse(entry.updated)).filter(Number.isFinite)
  return new Date(times.length > 0 ? Math.max(...times) : 0)
}

/**
 * Titles and summaries are plain text, but the feed package writes them as CDATA that readers take
 * as HTML: Atom's title and summary with type="html" (it offers no "text"), and RSS's description,
 * which RSS 2.0 defines as HTML. Those get the text escaped once as HTML, so "AT&T" or "<code>"
 * reads as written; RSS's title stays as it is, as readers take it for text.
 */
function itemText(entry: FeedEntry, format: FeedFormat) {
  const title = xmlText(entry.title)
  return {
    title: format === 'atom' ? htmlText(title) : cdataText(title),
    description: htmlText(xmlText(entry.summary)),
  }
}

function feedOf(
  channel: FeedChannel,
  entries: readonly FeedEntry[],
  siteUrl: string,
  format: FeedFormat,
) {
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
      ...itemText(entry, format),
      id: `urn:uuid:${entry.id}`,
      link: `${siteUrl}${entry.path}`,
      date: new Date(entry.updated),
      published: new Date(entry.published),
      author: [{ name: xmlText(entry.author ?? siteConfig.name), email: siteConfig.contactEmail }],
      // RFC 4287 requires an Atom category's term; the name is the only identifier entries have.
      category: entry.category
        ? [{ name: xmlText(entry.category), term: xmlText(entry.category) }]
        : [],
    })
  }
  return feed
}

/**
 * A feed of the entries for RSS 2.0 or Atom 1.0. Every item's guid is its row id, not its URL,
 * so a renamed item is not delivered to subscribers twice.
 */
export function buildFeed(channel: FeedChannel, entries: readonly FeedEntry[], siteUrl: string) {
  const rss = feedOf(channel, entries, siteUrl, 'rss')
  return {
    options: rss.options,
    rss2: () => rss.rss2(),
    atom1: () => escapeCategoryAttributes(feedOf(channel, entries, siteUrl, 'atom').atom1()),
  }
}
