import 'server-only'

import { listPageOrThrow, type ListPage } from '@/lib/data/admin/list-page'
import {
  pageRange,
  searchFilter,
  type ListParams,
  type ListSpec,
} from '@/lib/data/admin/list-params'
import { ARTICLE_COLUMNS, type Article } from '@/lib/data/articles'
import { createClient } from '@/lib/supabase/server'

/**
 * Any article by slug, whatever its status, for an admin's draft preview. Uncached and read with
 * the admin's own session, so RLS shows drafts to admins only.
 */
export async function getArticleForPreview(slug: string): Promise<Article | null> {
  const supabase = await createClient()
  const { data, error } = await supabase
    .from('articles')
    .select(ARTICLE_COLUMNS)
    .eq('slug', slug)
    .maybeSingle()
  if (error) throw new Error(`Could not load the article preview: ${error.message}`)
  return data
}

export const ARTICLE_STATUSES = ['draft', 'scheduled', 'published', 'archived'] as const

export const articleListSpec = {
  sortable: ['title', 'status', 'published_at', 'updated_at'],
  defaultSort: { column: 'updated_at', direction: 'desc' },
  filters: { status: ARTICLE_STATUSES },
} as const satisfies ListSpec<string, 'status'>

export type ArticleListRow = {
  id: string
  slug: string
  title: string
  status: string
  published_at: string | null
  updated_at: string
  article_categories: { name: string } | null
  authors: { name: string } | null
}

/** One page of every article, any status, for the admin list (the admin's session, so RLS). */
export async function listArticles(
  params: ListParams<(typeof articleListSpec.sortable)[number], 'status'>,
): Promise<ListPage<ArticleListRow>> {
  const supabase = await createClient()
  const { from, to } = pageRange(params)
  let query = supabase
    .from('articles')
    .select(
      'id, slug, title, status, published_at, updated_at, article_categories(name), authors(name)',
      {
        count: 'estimated',
      },
    )
  if (params.filters.status) query = query.eq('status', params.filters.status)
  if (params.search) query = query.or(searchFilter(['title', 'slug'], params.search))
  const result = await query
    .order(params.sort, { ascending: params.direction === 'asc', nullsFirst: false })
    .order('id')
    .range(from, to)
  return listPageOrThrow(result, params, 'the articles')
}
