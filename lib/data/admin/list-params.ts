import { z } from 'zod'

/** What one admin list accepts from its URL: the columns it sorts by and its filters' values. */
export type ListSpec<Sort extends string, Filter extends string> = {
  sortable: readonly [Sort, ...Sort[]]
  defaultSort: { column: Sort; direction: SortDirection }
  filters?: { readonly [K in Filter]: readonly string[] }
}

export type SortDirection = 'asc' | 'desc'

export type ListParams<Sort extends string = string, Filter extends string = string> = {
  page: number
  pageSize: number
  sort: Sort
  direction: SortDirection
  search: string
  filters: Partial<Record<Filter, string>>
}

export type SearchParamsRecord = Record<string, string | string[] | undefined>

export const PAGE_SIZES = [10, 25, 50, 100] as const
export const DEFAULT_PAGE_SIZE = 25
const MAX_SEARCH_LENGTH = 200

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

const pageNumber = z.coerce.number().int().min(1).max(1_000_000).catch(1)
const pageSize = z.coerce
  .number()
  .int()
  .refine((size) => (PAGE_SIZES as readonly number[]).includes(size))
  .catch(DEFAULT_PAGE_SIZE)

/**
 * A list's state read from its URL (`?page=2&size=50&sort=title&dir=asc&q=…&status=draft`), so a
 * filtered view can be bookmarked and the back button restores it. Anything unknown or malformed
 * falls back to the default instead of failing: a hand-edited URL still shows a list.
 */
export function parseListParams<Sort extends string, Filter extends string>(
  spec: ListSpec<Sort, Filter>,
  searchParams: SearchParamsRecord,
): ListParams<Sort, Filter> {
  const sortValue = first(searchParams.sort)
  const sort = spec.sortable.find((column) => column === sortValue) ?? spec.defaultSort.column
  const dirValue = first(searchParams.dir)
  const direction: SortDirection =
    dirValue === 'asc' || dirValue === 'desc'
      ? dirValue
      : sort === spec.defaultSort.column
        ? spec.defaultSort.direction
        : 'asc'

  const filters: Partial<Record<Filter, string>> = {}
  for (const [key, allowed] of Object.entries(spec.filters ?? {}) as [
    Filter,
    readonly string[],
  ][]) {
    const value = first(searchParams[key])
    if (value !== undefined && allowed.includes(value)) filters[key] = value
  }

  return {
    page: pageNumber.parse(first(searchParams.page)),
    pageSize: pageSize.parse(first(searchParams.size)),
    sort,
    direction,
    search: (first(searchParams.q) ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    filters,
  }
}

/** The inclusive row range PostgREST's `range()` takes for this page. */
export function pageRange({ page, pageSize }: Pick<ListParams, 'page' | 'pageSize'>) {
  const from = (page - 1) * pageSize
  return { from, to: from + pageSize - 1 }
}

/**
 * A PostgREST `or` filter matching `term` anywhere in any of `columns`, case-insensitively. The
 * term is double-quoted so `,` `(` `)` cannot break the filter's syntax, and `%` `_` `\` are
 * escaped so they match only themselves.
 */
export function searchFilter(columns: readonly string[], term: string): string {
  const pattern = term
    .replace(/[\\%_]/g, (character) => `\\${character}`)
    .replace(/["\\]/g, (character) => `\\${character}`)
  return columns.map((column) => `${column}.ilike."*${pattern}*"`).join(',')
}

/** Params that change which rows a list holds: changing one starts again from page 1. */
const KEEPS_PAGE = new Set(['page'])

/**
 * The query string after `changes` (a null or empty value removes the key). Any change other
 * than the page itself drops `page`, so a new sort or filter starts at the first page.
 */
export function withListParams(
  current: string | URLSearchParams,
  changes: Record<string, string | number | null>,
): string {
  const next = new URLSearchParams(current)
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(key)
    else next.set(key, String(value))
  }
  if (Object.keys(changes).some((key) => !KEEPS_PAGE.has(key))) next.delete('page')
  const query = next.toString()
  return query ? `?${query}` : '?'
}
