import { pageRange, searchFilter, type ListParams } from '@/lib/data/admin/list-params'

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

/** The part of a counted PostgREST query that every admin list drives the same way. */
interface ListQuery<Row> extends PromiseLike<CountedResult<Row>> {
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
 * The page the URL asks for from a list query that already holds its filters: the search box's
 * term over `search` columns, the chosen sort with empty values last and the id as tie-break (so
 * pages never overlap), then the page's range. `what` names the rows in the error.
 */
export async function readListPage<Row>(
  query: ListQuery<Row>,
  params: ListParams,
  { search, what }: { search: readonly string[]; what: string },
): Promise<ListPage<Row>> {
  const { from, to } = pageRange(params)
  const searched = params.search ? query.or(searchFilter(search, params.search)) : query
  const result = await searched
    .order(params.sort, { ascending: params.direction === 'asc', nullsFirst: false })
    .order('id')
    .range(from, to)
  return listPageOrThrow(result, params, what)
}
