import 'server-only'

import { cacheLife, cacheTag } from 'next/cache'
import { cache } from 'react'

import { renamedSlug } from '@/lib/content/slug-history'
import { dataOrThrow, rowsOrThrow } from '@/lib/data/query-result'
import { cacheTags, contentLife } from '@/lib/data/tags'
import { createPublicClient } from '@/lib/supabase/public'

// Shared by every visitor, so cached with the cookie-free client: RLS shows anon published
// articles and scheduled ones whose time has come. Errors throw so a failure is never cached.

export const ARTICLES_PER_PAGE = 12

const SUMMARY_COLUMNS =
  'id, slug, title, excerpt, published_at, reading_time_minutes, article_categories(slug, name)'

export async function getLatestArticles(limit: number) {
  'use cache'
  cacheTag(cacheTags.articles)
  cacheLife(contentLife)
  return rowsOrThrow(
    await createPublicClient()
      .from('articles')
      .select('id, slug, title, excerpt, published_at')
      .in('status', ['published', 'scheduled'])
      .order('published_at', { ascending: false })
      .limit(limit),
    'articles',
  )
}

export async function getArticleCategories() {
  'use cache'
  cacheTag(cacheTags.articles)
  cacheLife(contentLife)
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
  cacheTag(cacheTags.articles)
  cacheLife(contentLife)
  const query = (options: { head: boolean }) => {
    const columns = categorySlug
      ? SUMMARY_COLUMNS.replace('article_categories(', 'article_categories!inner(')
      : SUMMARY_COLUMNS
    const select = createPublicClient()
      .from('articles')
      .select(columns, { count: 'exact', ...options })
      .in('status', ['published', 'scheduled'])
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
  cacheTag(cacheTags.article(slug), cacheTags.articles)
  cacheLife(contentLife)
  return dataOrThrow(
    await createPublicClient()
      .from('articles')
      .select(ARTICLE_COLUMNS)
      .eq('slug', slug)
      .in('status', ['published', 'scheduled'])
      .maybeSingle(),
    'the article',
  )
}

/** A published article by slug; one query per request for generateMetadata and the page. */
export const getArticle = cache(loadArticle)

export type Article = NonNullable<Awaited<ReturnType<typeof loadArticle>>>

/** The current slug of an article that used to be at `oldSlug`, if it is visible. */
export const findRenamedArticle = cache(async (oldSlug: string) => {
  'use cache'
  cacheTag(cacheTags.article(oldSlug), cacheTags.articles)
  cacheLife(contentLife)
  return renamedSlug(createPublicClient(), 'articles', oldSlug)
})

/** Up to `limit` other articles: the same category first, then any sharing a tag, newest first. */
export async function getRelatedArticles(
  article: Pick<Article, 'id' | 'category_id' | 'tags'>,
  limit = 3,
) {
  'use cache'
  cacheTag(cacheTags.articles)
  cacheLife(contentLife)
  const client = createPublicClient()
  const base = () =>
    client
      .from('articles')
      .select(SUMMARY_COLUMNS)
      .in('status', ['published', 'scheduled'])
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
