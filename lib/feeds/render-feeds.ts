import 'server-only'

import { getFeedEntries } from '@/lib/data/feeds'
import { siteUrl } from '@/lib/env'
import { buildFeed, lastModified } from '@/lib/feeds/build-feed'
import type { XmlDocument } from '@/lib/feeds/conditional-response'
import { FEED_TITLES, type FeedType } from '@/lib/feeds/entries'

const PAGE_PATHS: Record<FeedType, string> = {
  articles: '/articles',
  quizzes: '/quizzes',
  resources: '/resources',
  careers: '/careers',
}

const DESCRIPTIONS: Record<FeedType, string> = {
  articles:
    'Study-skills articles for university students: revision, writing, referencing and more.',
  quizzes: 'Self-check quizzes on referencing, statistics, research methods and exam technique.',
  resources: 'Guides, templates, checklists and worksheets for university study.',
  careers: 'Open roles at Scholarly Support.',
}

/** One content type's feed as RSS 2.0 or Atom 1.0, served at `selfPath`. */
export async function renderFeed(
  type: FeedType,
  format: 'rss' | 'atom',
  selfPath: string,
): Promise<XmlDocument> {
  const entries = await getFeedEntries(type)
  const feed = buildFeed(
    {
      title: FEED_TITLES[type],
      description: DESCRIPTIONS[type],
      pagePath: PAGE_PATHS[type],
      selfPath,
    },
    entries,
    siteUrl,
  )
  return { xml: format === 'rss' ? feed.rss2() : feed.atom1(), lastModified: lastModified(entries) }
}
