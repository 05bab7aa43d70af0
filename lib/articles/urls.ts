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

/** The internal route proxy.ts rewrites a directory URL to, so each view is prerendered. */
export const directoryRoute = (category: string | null, page: number) =>
  `/articles/browse/${category ?? 'all'}/${page}`

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

/**
 * Where proxy.ts sends an /articles request: the search page when there is a query, the
 * prerendered directory view for a category or page, or nowhere (null) for the plain directory.
 * Malformed values fall back to the plain directory's, as the page itself would read them.
 */
export function articlesRewrite(params: URLSearchParams): string | null {
  if ((params.get('search') ?? '').trim()) return `/articles/search?${params.toString()}`
  const rawCategory = params.get('category')
  const rawPage = params.get('page')
  if (rawCategory === null && rawPage === null) return null
  const category =
    rawCategory && rawCategory.length <= 100 && SLUG.test(rawCategory) ? rawCategory : null
  const page = Number(rawPage)
  const validPage = Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1
  return directoryRoute(category, validPage)
}
