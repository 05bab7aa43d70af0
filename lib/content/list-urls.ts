import type { Rewrite } from 'next/dist/lib/load-custom-routes'

/** The word a browse route uses for "no filter". */
export const ALL = 'all'

/** A list's visitor-facing URL with the filters that are set, in the order given. */
export function filteredListHref(path: string, filters: Record<string, string | undefined>) {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value)
  const query = params.toString()
  return query ? `${path}?${query}` : path
}

/**
 * A list filter as a query parameter: the regex (JavaScript syntax, unanchored) its valid values
 * match, and the browse route segment that stands for it when it is absent or malformed.
 */
export type ListFilter = { key: string; pattern: string; fallback: string }

/** A category slug of at most 100 characters. */
export const slugFilter = (key: string): ListFilter => ({
  key,
  pattern: '(?=[a-z0-9-]{1,100}$)[a-z0-9]+(?:-[a-z0-9]+)*',
  fallback: ALL,
})

/** One of a fixed set of words. */
export const choiceFilter = (key: string, choices: readonly string[]): ListFilter => ({
  key,
  pattern: choices.join('|'),
  fallback: ALL,
})

/** The filter's last value in the query (the one Next's rewrites read) if it is valid, else null. */
export function validFilterValue(filter: ListFilter, params: URLSearchParams): string | null {
  const value = params.getAll(filter.key).at(-1)
  return value && new RegExp(`^(?:${filter.pattern})$`).test(value) ? value : null
}

/** A list's visitor-facing URL as a rewrite source: with or without its trailing slash. */
export const listSource = (path: string) => `${path}{/}?`

/**
 * Next's rewrites from a list's visitor-facing URL to the prerendered browse route of its two
 * filters, `route/<first>/<second>`: a valid filter's value, or the fallback for a filter that is
 * absent or malformed. No rewrite when neither filter is valid: the plain list is that view. The
 * first rule that matches wins, so the later ones only see a first filter already known to be
 * malformed. For next.config.ts's `rewrites()`: Next applies those in process, whatever address
 * `next start` listens on (a rewrite from proxy.ts is fetched over HTTP when that is a loopback
 * address such as 127.0.0.1, Next issue #94745). Few rules, since Next's page handler matches
 * every rule again, compiling its pattern, on every page request.
 */
export function listRewrites(
  path: string,
  route: string,
  [first, second]: [ListFilter, ListFilter],
): Rewrite[] {
  const valid = ({ key, pattern }: ListFilter) => ({
    type: 'query' as const,
    key,
    value: `(?<${key}>${pattern})`,
  })
  const source = listSource(path)
  return [
    {
      source,
      has: [valid(first), valid(second)],
      destination: `${route}/:${first.key}/:${second.key}`,
    },
    { source, has: [valid(first)], destination: `${route}/:${first.key}/${second.fallback}` },
    { source, has: [valid(second)], destination: `${route}/${first.fallback}/:${second.key}` },
  ]
}
