import 'server-only'

import { cache } from 'react'

import { readArticleList, type ArticleListRow } from '@/lib/data/admin/article-list'
import type { ListPage } from '@/lib/data/admin/list-page'
import { searchFilter, type ListParams, type ListSpec } from '@/lib/data/admin/list-params'
import { ARTICLE_COLUMNS, type Article } from '@/lib/data/articles'
import { createClient } from '@/lib/supabase/server'
import { dataOrThrow } from '@/lib/data/query-result'

type ServerClient = Awaited<ReturnType<typeof createClient>>

/**
 * Any article by slug, whatever its status, for an admin's draft preview. Uncached and read with
 * the admin's own session, so RLS shows drafts to admins only.
 */
export async function getArticleForPreview(slug: string): Promise<Article | null> {
  const supabase = await createClient()
  return dataOrThrow(
    await supabase.from('articles').select(ARTICLE_COLUMNS).eq('slug', slug).maybeSingle(),
    'the article preview',
  )
}

export const ARTICLE_STATUSES = ['draft', 'scheduled', 'published', 'archived'] as const

export const articleListSpec = {
  sortable: ['title', 'status', 'published_at', 'updated_at'],
  defaultSort: { column: 'updated_at', direction: 'desc' },
  filters: { status: ARTICLE_STATUSES },
} as const satisfies ListSpec<string, 'status'>

export type ArticleCategoryOption = { id: string; slug: string; name: string }

/** The list's URL spec with the category filter's values, which come from the database. */
export function articleListSpecWith(categories: ArticleCategoryOption[]) {
  return {
    ...articleListSpec,
    filters: { ...articleListSpec.filters, category: categories.map((category) => category.slug) },
  } satisfies ListSpec<ArticleSort, ArticleFilter>
}

export type ArticleSort = (typeof articleListSpec.sortable)[number]
export type ArticleFilter = 'status' | 'category'

/** One page of every article, any status, for the admin list (the admin's session, so RLS). */
export async function listArticles(
  params: ListParams<ArticleSort, ArticleFilter>,
  categories: ArticleCategoryOption[] = [],
  client?: ServerClient,
): Promise<ListPage<ArticleListRow>> {
  const category = categories.find((option) => option.slug === params.filters.category)
  return readArticleList(client ?? (await createClient()), params, category?.id)
}

/** Every category, for the list's filter and the editor's choice. */
export async function getArticleCategoryOptions(): Promise<ArticleCategoryOption[]> {
  const supabase = await createClient()
  const { data, error } = await supabase
    .from('article_categories')
    .select('id, slug, name')
    .order('sort_order')
    .order('name')
  if (error) throw new Error(`Could not load the categories: ${error.message}`)
  return data
}

/** Categories and authors for the editor's choices. */
export async function getArticleOptions() {
  const supabase = await createClient()
  const [categories, authors] = await Promise.all([
    getArticleCategoryOptions(),
    supabase.from('authors').select('id, name').order('name'),
  ])
  if (authors.error) throw new Error(`Could not load the authors: ${authors.error.message}`)
  return { categories, authors: authors.data }
}

export type ArticleExportRow = ArticleListRow & { tags: string[] }

const EXPORT_BATCH = 1000

/**
 * Every article the list's filters and search match, in batches of 1,000 by id (keyset, so the
 * last batch costs what the first does), for the CSV export. The client comes made: the batches
 * are read while the response streams, after the request's cookies can no longer be read.
 */
export async function* articleExportBatches(
  supabase: ServerClient,
  params: ListParams<ArticleSort, ArticleFilter>,
  categories: ArticleCategoryOption[],
): AsyncGenerator<ArticleExportRow[]> {
  const category = categories.find((option) => option.slug === params.filters.category)
  let lastId: string | null = null
  for (;;) {
    let query = supabase
      .from('articles')
      .select(
        'id, slug, title, status, tags, published_at, updated_at, article_categories(name), authors(name)',
      )
    if (params.filters.status) query = query.eq('status', params.filters.status)
    if (category) query = query.eq('category_id', category.id)
    if (params.search) query = query.or(searchFilter(['title', 'slug'], params.search))
    if (lastId) query = query.gt('id', lastId)
    const { data, error } = await query.order('id').limit(EXPORT_BATCH)
    if (error) throw new Error(`Could not export the articles: ${error.message}`)
    if (data.length === 0) return
    yield data
    lastId = data[data.length - 1]?.id ?? null
  }
}

export const ARTICLE_EDIT_COLUMNS =
  'id, slug, title, excerpt, content, cover_image_url, cover_image_alt, category_id, author_id, tags, status, published_at, seo_title, seo_description, updated_at'

/**
 * One article as the editor loads it, any status (the admin's session, so RLS); once per request,
 * as the editor page and its title both ask for it.
 */
export const getArticleForEdit = cache(async (id: string) => {
  const supabase = await createClient()
  return dataOrThrow(
    await supabase.from('articles').select(ARTICLE_EDIT_COLUMNS).eq('id', id).maybeSingle(),
    'the article',
  )
})

export type EditableArticle = NonNullable<Awaited<ReturnType<typeof getArticleForEdit>>>
