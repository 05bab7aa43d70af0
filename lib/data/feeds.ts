import 'server-only'

import { rowsOrThrow } from '@/lib/data/query-result'
import { cacheContent, cacheTags } from '@/lib/data/tags'
import { FEED_PATHS, type FeedEntry, type FeedType } from '@/lib/feeds/entries'
import { createPublicClient } from '@/lib/supabase/public'

export const FEED_ITEM_LIMIT = 50

type Client = ReturnType<typeof createPublicClient>

type Range = { from: number; to: number }

// Each loader reads one range of rows, newest first, so the sitemap can page through them all
// (hosted PostgREST caps a response at max_rows, 1,000 by default).
const loaders: Record<FeedType, (client: Client, range: Range) => Promise<FeedEntry[]>> = {
  articles: async (client, { from, to }) =>
    rowsOrThrow(
      await client
        .from('articles')
        .select(
          'id, slug, title, excerpt, published_at, updated_at, authors(name), article_categories(name)',
        )
        .in('status', ['published', 'scheduled'])
        .order('published_at', { ascending: false })
        .order('id')
        .range(from, to),
      'articles',
    ).map((row) => ({
      id: row.id,
      title: row.title,
      path: FEED_PATHS.articles(row.slug),
      summary: row.excerpt,
      published: row.published_at ?? row.updated_at,
      updated: row.updated_at,
      author: row.authors?.name ?? null,
      category: row.article_categories?.name ?? null,
    })),
  quizzes: async (client, { from, to }) =>
    rowsOrThrow(
      await client
        .from('quizzes')
        .select('id, slug, title, description, published_at, updated_at, article_categories(name)')
        .eq('status', 'published')
        .order('published_at', { ascending: false })
        .order('id')
        .range(from, to),
      'quizzes',
    ).map((row) => ({
      id: row.id,
      title: row.title,
      path: FEED_PATHS.quizzes(row.slug),
      summary: row.description,
      published: row.published_at ?? row.updated_at,
      updated: row.updated_at,
      author: null,
      category: row.article_categories?.name ?? null,
    })),
  resources: async (client, { from, to }) =>
    rowsOrThrow(
      // Through the teasers, so members-only resources are listed too: their pages are public.
      await client
        .rpc('resource_teasers')
        .select('id, slug, title, description, kind, published_at, updated_at')
        .order('published_at', { ascending: false })
        .order('id')
        .range(from, to),
      'resources',
    ).map((row) => ({
      id: row.id,
      title: row.title,
      path: FEED_PATHS.resources(row.slug),
      summary: row.description,
      published: row.published_at ?? row.updated_at,
      updated: row.updated_at,
      author: null,
      category: row.kind,
    })),
  careers: async (client, { from, to }) =>
    rowsOrThrow(
      await client
        .from('jobs')
        .select('id, slug, title, summary, department, published_at, updated_at, closes_at')
        .eq('status', 'open')
        .or(`closes_at.is.null,closes_at.gt.${new Date().toISOString()}`)
        .order('published_at', { ascending: false })
        .order('id')
        .range(from, to),
      'jobs',
    ).map((row) => ({
      id: row.id,
      title: row.title,
      path: FEED_PATHS.careers(row.slug),
      summary: row.summary,
      published: row.published_at ?? row.updated_at,
      updated: row.updated_at,
      author: null,
      category: row.department,
    })),
}

const PAGE_ROWS = 1000

const typeTag = (type: FeedType) => cacheTags[type === 'careers' ? 'jobs' : type]

/** The newest published items of one type for its feed (open jobs only for careers). */
export async function getFeedEntries(type: FeedType): Promise<FeedEntry[]> {
  'use cache'
  cacheContent(cacheTags.feeds, typeTag(type))
  return loaders[type](createPublicClient(), { from: 0, to: FEED_ITEM_LIMIT - 1 })
}

/** Every published item of one type, for the sitemap. */
export async function getAllEntries(type: FeedType): Promise<FeedEntry[]> {
  'use cache'
  cacheContent(cacheTags.sitemap, typeTag(type))
  const client = createPublicClient()
  const entries: FeedEntry[] = []
  for (let from = 0; ; from += PAGE_ROWS) {
    const page = await loaders[type](client, { from, to: from + PAGE_ROWS - 1 })
    entries.push(...page)
    if (page.length < PAGE_ROWS) return entries
  }
}
