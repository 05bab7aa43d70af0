// The admin articles list's query, shared by the page (listArticles) and bench/admin-lists.ts.
// Relative imports and no Next or server-only imports, so the bench can load it under plain Node.
import type { SupabaseClient } from '@supabase/supabase-js'

import type { Database } from '../../supabase/database.types.ts'
import { COUNTED, readSearchedListPage, type ListPage } from './list-page.ts'
import type { ListParams } from './list-params.ts'

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

const LIST_COLUMNS =
  'id, slug, title, status, published_at, updated_at, article_categories(name), authors(name)'

/**
 * One page of every article, any status, in one category if given (RLS: the client's session;
 * a search through the admin-only admin_search_articles function, see readSearchedListPage).
 * Only the bench passes `counted: false`, to time the page apart from its count.
 */
export function readArticleList(
  client: SupabaseClient<Database>,
  params: ListParams,
  categoryId?: string,
  { counted = true } = {},
): Promise<ListPage<ArticleListRow>> {
  const options = counted ? COUNTED : {}
  return readSearchedListPage(
    {
      table: () => client.from('articles').select(LIST_COLUMNS, options),
      search: () =>
        client
          .rpc('admin_search_articles', { search: params.search }, options)
          .select(LIST_COLUMNS),
    },
    params,
    {
      equals: { status: params.filters.status, category_id: categoryId },
      search: ['title', 'slug'],
      what: 'the articles',
    },
  )
}
