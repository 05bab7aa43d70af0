import 'server-only'

import { cache } from 'react'

import { renamedSlug } from '@/lib/content/slug-history'
import { dataOrThrow, rowsOrThrow } from '@/lib/data/query-result'
import { cacheContent, cacheTags } from '@/lib/data/tags'
import { createPublicClient } from '@/lib/supabase/public'

// Shared by every visitor, so cached with the cookie-free client: RLS shows anon published
// articles and scheduled ones whose time has come. Errors throw so a failure is never cached.

export const ARTICLES_PER_PAGE = 12

/** Published and scheduled articles, the ones the public pages list (RLS checks the time). */
function visibleArticles<Columns extends string>(
  columns: Columns,
  options?: { count: 'exact'; head: boolean },
) {
  return createPublicClient()
    .from('articles')
    .select(columns, options)
    .in('status', ['published', 'scheduled'])
}

const SUMMARY_COLUMNS =
  'id, slug, title, excerpt, published_at, reading_time_minutes, article_categories(slug, name)'

export async function getLatestArticles(limit: number) {
  'use cache'
  cacheContent(cacheTags.articles)
  return rowsOrThrow(
    await visibleArticles('id, slug, title, excerpt, published_at')
      .order('published_at', { ascending: false })
      .limit(limit),
    'articles',
  )
}

export async function getArticleCategories() {
  'use cache'
  cacheContent(cacheTags.articles)
  return rowsOrThrow(
    await createPublicClient()
      .from('article_categories')
      .select('id, slug, name, description')
      .order('sort_order'),
    'article categories',
  )
}

/** One page of the directory, newest first, optionally in one category, with the total. */
export async function getArticleDirectory(categorySlug: string | null, page: number) {
  'use cache'
  cacheContent(cacheTags.articles)
  const query = (options: { head: boolean }) => {
    const columns = categorySlug
      ? SUMMARY_COLUMNS.replace('article_categories(', 'article_categories!inner(')
      : SUMMARY_COLUMNS
    const select = visibleArticles(columns, { count: 'exact', ...options })
    return categorySlug ? select.eq('article_categories.slug', categorySlug) : select
  }
  const from = (page - 1) * ARTICLES_PER_PAGE
  const { data, count, error } = await query({ head: false })
    .order('published_at', { ascending: false })
    .order('id')
    .range(from, from + ARTICLES_PER_PAGE - 1)
  // PostgREST answers a range past the end with 416 and no count: an empty page, not a failure.
  if (error?.code === 'PGRST103') {
    const counted = await query({ head: true })
    if (counted.error) throw new Error(`Could not count articles: ${counted.error.message}`)
    return { articles: [], total: counted.count ?? 0 }
  }
  if (error) throw new Error(`Could not load articles: ${error.message}`)
  return { articles: data as unknown as ArticleSummary[], total: count ?? 0 }
}

export type ArticleSummary = {
  id: string
  slug: string
  title: string
  excerpt: string
  published_at: string | null
  reading_time_minutes: number | null
  article_categories: { slug: string; name: string } | null
}

/** Everything the article page shows; shared with the admin's draft preview. */
export const ARTICLE_COLUMNS =
  'id, slug, title, excerpt, content, cover_image_url, cover_image_alt, tags, status, published_at, updated_at, reading_time_minutes, seo_title, seo_description, category_id, article_categories(slug, name), authors(name, title, slug)'

async function loadArticle(slug: string) {
  'use cache'
  cacheContent(cacheTags.article(slug), cacheTags.articles)
  return dataOrThrow(
    await visibleArticles(ARTICLE_COLUMNS).eq('slug', slug).maybeSingle(),
    'the article',
  )
}

/** A published article by slug; one query per request for generateMetadata and the page. */
export const getArticle = cache(loadArticle)

export type Article = NonNullable<Awaited<ReturnType<typeof loadArticle>>>

/** The current slug of an article that used to be at `oldSlug`, if it is visible. */
export const findRenamedArticle = cache(async (oldSlug: string) => {
  'use cache'
  cacheContent(cacheTags.article(oldSlug), cacheTags.articles)
  return renamedSlug(createPublicClient(), 'articles', oldSlug)
})

/** Up to `limit` other articles: the same category first, then any sharing a tag, newest first. */
export async function getRelatedArticles(
  article: Pick<Article, 'id' | 'category_id' | 'tags'>,
  limit = 3,
) {
  'use cache'
  cacheContent(cacheTags.articles)
  const base = () =>
    visibleArticles(SUMMARY_COLUMNS)
      .neq('id', article.id)
      .order('published_at', { ascending: false })
      .limit(limit)
  const sameCategory = article.category_id
    ? rowsOrThrow(await base().eq('category_id', article.category_id), 'related articles')
    : []
  const seen = new Set(sameCategory.map((row) => row.id))
  const sharingTags =
    sameCategory.length < limit && article.tags.length > 0
      ? rowsOrThrow(await base().overlaps('tags', article.tags), 'related articles')
      : []
  return [...sameCategory, ...sharingTags.filter((row) => !seen.has(row.id))].slice(0, limit)
}
