// A relative import, so bench/admin-lists.ts can load the lists' queries under plain Node.
import { pageRange, searchFilter, type ListParams } from './list-params.ts'

/** One page of an admin list, with the total the pagination needs. */
export type ListPage<Row> = {
  rows: Row[]
  total: number
  pageCount: number
}

type CountedResult<Row> = {
  data: Row[] | null
  count: number | null
  error: { message: string } | null
}

/** The select option every admin list's query passes (see listPageOrThrow). */
export const COUNTED = { count: 'estimated' } as const

/** The part of a counted PostgREST query that every admin list drives the same way. */
interface ListQuery<Row> extends PromiseLike<CountedResult<Row>> {
  eq(column: string, value: string | boolean): this
  or(filters: string): this
  order(column: string, options?: { ascending?: boolean; nullsFirst?: boolean }): this
  range(from: number, to: number): this
}

/**
 * A counted list query's page, or an error naming what could not be loaded. Lists ask for
 * `count: 'estimated'`: exact on small tables, the planner's estimate past PostgREST's max rows,
 * where an exact count would cost more than the page itself.
 */
export function listPageOrThrow<Row>(
  result: CountedResult<Row>,
  params: Pick<ListParams, 'pageSize'>,
  what: string,
): ListPage<Row> {
  if (result.error) throw new Error(`Could not load ${what}: ${result.error.message}`)
  const total = result.count ?? result.data?.length ?? 0
  return {
    rows: result.data ?? [],
    total,
    pageCount: Math.max(1, Math.ceil(total / params.pageSize)),
  }
}

/**
 * The page the URL asks for from a counted list query: `equals` as column filters (undefined or
 * empty, a filter the URL does not set, is left out), the search box's term over `search` columns,
 * the chosen sort with empty values last and the id as tie-break (so pages never overlap), then
 * the page's range. `what` names the rows in the error.
 */
export async function readListPage<Row>(
  query: ListQuery<Row>,
  params: ListParams,
  {
    equals = {},
    search,
    what,
  }: {
    equals?: Record<string, string | boolean | undefined>
    search: readonly string[]
    what: string
  },
): Promise<ListPage<Row>> {
  const { from, to } = pageRange(params)
  let filtered = query
  for (const [column, value] of Object.entries(equals)) {
    if (value !== undefined && value !== '') filtered = filtered.eq(column, value)
  }
  if (params.search) filtered = filtered.or(searchFilter(search, params.search))
  const result = await filtered
    .order(params.sort, { ascending: params.direction === 'asc', nullsFirst: false })
    .order('id')
    .range(from, to)
  return listPageOrThrow(result, params, what)
}
