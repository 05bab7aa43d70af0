// A relative import and no Next or server-only imports, so bench/admin-lists.ts can load the
// lists' queries under plain Node.
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
  error: { message: string; code?: string } | null
}

/** A counted PostgREST query with its filters and order, ready for a page's range. */
interface RangeableQuery<Row> extends PromiseLike<CountedResult<Row>> {
  range(from: number, to: number): this
  setHeader(name: string, value: string): this
}

/** The select option every admin list's query passes (see readEstimatedPage). */
export const COUNTED = { count: 'estimated' } as const

/** The part of a counted PostgREST query that every admin list drives the same way. */
interface ListQuery<Row> extends RangeableQuery<Row> {
  eq(column: string, value: string | boolean): this
  or(filters: string): this
  order(column: string, options?: { ascending?: boolean; nullsFirst?: boolean }): this
}

/**
 * A counted list query's page, or an error naming what could not be loaded, for lists that read
 * exactly the page's rows and take their total as given (orders and students count in their own
 * database functions).
 */
export function listPageOrThrow<Row>(
  result: CountedResult<Row>,
  params: Pick<ListParams, 'pageSize'>,
  what: string,
): ListPage<Row> {
  if (result.error) throw new Error(`Could not load ${what}: ${result.error.message}`)
  const total = result.count ?? result.data?.length ?? 0
  return pageOf(result.data ?? [], total, params.pageSize)
}

function pageOf<Row>(rows: Row[], total: number, pageSize: number): ListPage<Row> {
  return { rows, total, pageCount: Math.max(1, Math.ceil(total / pageSize)) }
}

/**
 * The page the URL asks for from a filtered, ordered query counted with `count: 'estimated'`:
 * exact on small tables, the planner's estimate past PostgREST's max rows (1000), where an exact
 * count would cost more than the page itself. An estimate can fall short of the rows there are or
 * overshoot them, so the page reads one row past its end: a row there means a next page whatever
 * the estimate says, none means this page ends the list and gives the exact total. A page past
 * the estimate is refused by PostgREST (416, PGRST103); it is read again without a count.
 */
export async function readEstimatedPage<Row>(
  query: RangeableQuery<Row>,
  params: Pick<ListParams, 'page' | 'pageSize'>,
  what: string,
): Promise<ListPage<Row>> {
  const { from, to } = pageRange(params)
  const ranged = query.range(from, to + 1)
  let result = await ranged
  // supabase-js sends the count as the request's only preference: clearing it drops the count.
  if (result.error?.code === 'PGRST103') result = await ranged.setHeader('Prefer', '')
  if (result.error) throw new Error(`Could not load ${what}: ${result.error.message}`)
  return lookaheadPage(result.data ?? [], result.count, params)
}

/**
 * A page from a read of one row past its end and a total that may be an estimate: a row past the
 * page means a next page whatever the estimate says, none means this page ends the list and gives
 * the exact total.
 */
export function lookaheadPage<Row>(
  fetched: Row[],
  estimate: number | null,
  params: Pick<ListParams, 'page' | 'pageSize'>,
): ListPage<Row> {
  const { from } = pageRange(params)
  const rows = fetched.slice(0, params.pageSize)
  let total: number
  if (fetched.length > params.pageSize) {
    total = Math.max(estimate ?? 0, from + fetched.length)
  } else if (fetched.length > 0 || from === 0) total = from + fetched.length
  // An empty page past the end: the list has at most `from` rows.
  else total = Math.min(estimate ?? from, from)
  return pageOf(rows, total, params.pageSize)
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
  let filtered = query
  for (const [column, value] of Object.entries(equals)) {
    if (value !== undefined && value !== '') filtered = filtered.eq(column, value)
  }
  if (params.search) filtered = filtered.or(searchFilter(search, params.search))
  const ordered = filtered
    .order(params.sort, { ascending: params.direction === 'asc', nullsFirst: false })
    .order('id')
  return readEstimatedPage(ordered, params, what)
}
