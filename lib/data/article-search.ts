import 'server-only'

import { ARTICLES_PER_PAGE } from '@/lib/data/articles'
import { cacheContent, cacheTags } from '@/lib/data/tags'
import { createPublicClient } from '@/lib/supabase/public'

export type ArticleSearchResult = {
  results: {
    id: string
    slug: string
    title: string
    excerpt: string
    published_at: string
    reading_time_minutes: number
    category_slug: string | null
    category_name: string | null
    snippet: string
  }[]
  total: number
  /** Set when the query as typed found nothing and these corrected words did. */
  correctedQuery: string | null
}

async function runSearch(
  query: string,
  categorySlug: string | null,
  page: number,
  wholeWords = false,
) {
  const { data, error } = await createPublicClient().rpc('search_articles', {
    query,
    category_slug: categorySlug ?? undefined,
    page_size: ARTICLES_PER_PAGE,
    page_offset: (page - 1) * ARTICLES_PER_PAGE,
    whole_words: wholeWords,
  })
  if (error) throw new Error(`Search failed: ${error.message}`)
  return { results: data, total: Number(data[0]?.total_count ?? 0) }
}

/**
 * Ranked full-text search over published articles (see search_articles in the migrations): the
 * words as typed first; when they find nothing, each word as a prefix (a word still being typed);
 * when that finds nothing, the closest words from article titles, and the result says so. Cached
 * per query like the directory, with the same lifetime and tags.
 */
export async function searchArticles(
  query: string,
  categorySlug: string | null,
  page: number,
): Promise<ArticleSearchResult> {
  'use cache'
  cacheContent(cacheTags.articles)
  const whole = await runSearch(query, categorySlug, page, true)
  if (whole.total > 0) return { ...whole, correctedQuery: null }
  const exact = await runSearch(query, categorySlug, page)
  if (exact.total > 0) return { ...exact, correctedQuery: null }
  const { data: suggestion, error } = await createPublicClient().rpc('suggest_article_search', {
    query,
  })
  if (error) throw new Error(`Search suggestion failed: ${error.message}`)
  if (!suggestion || suggestion === query.toLowerCase()) return { ...exact, correctedQuery: null }
  const corrected = await runSearch(suggestion, categorySlug, page)
  return { ...corrected, correctedQuery: corrected.total > 0 ? suggestion : null }
}
