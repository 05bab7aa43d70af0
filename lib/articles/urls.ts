import type { Rewrite } from 'next/dist/lib/load-custom-routes'

import {
  listRewrites,
  listSource,
  slugFilter,
  validFilterValue,
  type ListFilter,
} from '../content/list-urls.ts'

/** A directory or search URL as visitors and crawlers see it: /articles with query parameters. */
export function articlesHref({
  category = null,
  page = 1,
  search = '',
}: {
  category?: string | null
  page?: number
  search?: string
}): string {
  const params = new URLSearchParams()
  if (search) params.set('search', search)
  if (category) params.set('category', category)
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `/articles?${query}` : '/articles'
}

const SEARCH_KEY = 'search'
/** A query with something besides white space in it (JavaScript's `\s` is what trim() drops). */
const NON_BLANK = '[\\s\\S]*\\S[\\s\\S]*'
const DIRECTORY_FILTERS: [ListFilter, ListFilter] = [
  slugFilter('category'),
  { key: 'page', pattern: '[1-9][0-9]{0,2}|1000', fallback: '1' },
]
const DIRECTORY_ROUTE = '/articles/browse'

/**
 * /articles with a search served by the search page, and with a valid category or page by the
 * prerendered directory view, while the URL visitors use stays the same (next.config.ts).
 * Malformed values are left to the plain directory, which is the view they would fall back to.
 */
export const articleListRewrites = (): Rewrite[] => [
  {
    source: listSource('/articles'),
    has: [{ type: 'query', key: SEARCH_KEY, value: NON_BLANK }],
    destination: '/articles/search',
  },
  ...listRewrites('/articles', DIRECTORY_ROUTE, DIRECTORY_FILTERS),
]

/**
 * The route articleListRewrites serves an /articles query from, for the search box to navigate
 * to directly; null for the plain directory.
 */
export function articlesRewrite(params: URLSearchParams): string | null {
  if (isArticleSearch(params)) return `/articles/search?${params.toString()}`
  const values = DIRECTORY_FILTERS.map((filter) => validFilterValue(filter, params))
  if (values.every((value) => value === null)) return null
  const segments = DIRECTORY_FILTERS.map((filter, index) => values[index] ?? filter.fallback)
  return `${DIRECTORY_ROUTE}/${segments.join('/')}`
}

/** Whether an /articles query is a search (what articleListRewrites sends to the search page). */
export function isArticleSearch(params: URLSearchParams): boolean {
  const search = params.getAll(SEARCH_KEY).at(-1)
  return search !== undefined && new RegExp(`^(?:${NON_BLANK})$`).test(search)
}
