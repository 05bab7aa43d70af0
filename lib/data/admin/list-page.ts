// A relative import and no Next or server-only imports, so bench/admin-lists.ts can load the
// lists' queries under plain Node.
import { pageRange, searchFilter, type ListParams } from './list-params.ts'

/**
 * How far a list's total can be trusted: counted, the planner's estimate, or only a floor (a next
 * page exists, so there are at least this many rows).
 */
export type TotalKind = 'exact' | 'estimate' | 'at-least'

/** One page of an admin list, with the total the pagination needs. */
export type ListPage<Row> = {
  rows: Row[]
  total: number
  totalKind: TotalKind
  pageCount: number
}

/** PostgREST's `count=estimated` is an exact count up to its max rows (1000 on Supabase). */
const ESTIMATED_COUNT_IS_EXACT_UP_TO = 1000

/**
 * Up to this many rows an exact count is cheap enough for a list page; past it the list shows
 * the estimate (the admin lists' budget is 300 ms p95 at 100,000 rows).
 */
export const EXACT_COUNT_LIMIT = 10_000

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
  return pageOf(result.data ?? [], total, 'exact', params.pageSize)
}

function pageOf<Row>(
  rows: Row[],
  total: number,
  totalKind: TotalKind,
  pageSize: number,
): ListPage<Row> {
  return { rows, total, totalKind, pageCount: Math.max(1, Math.ceil(total / pageSize)) }
}

/**
 * The page the URL asks for from a filtered, ordered query counted with `count: 'estimated'`:
 * exact on small tables, the planner's estimate past PostgREST's max rows (1000). An estimate up
 * to EXACT_COUNT_LIMIT is replaced by an exact count (one more read of the page, cheap at that
 * size); past it an exact count would cost more than the page itself, so the estimate stays and
 * the list says so. An estimate can fall short of the rows there are or overshoot them, so the
 * page reads one row past its end: a row there means a next page whatever the estimate says, none
 * means this page ends the list and gives the exact total. A page past the estimate is refused by
 * PostgREST (416, PGRST103); it is read again without a count. An empty page past the end is
 * counted exactly from the first row, whatever its size (see countedEmptyPage).
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
  if (result.error) {
    throw new Error(`Could not load ${what}: ${result.error.message}`, { cause: result.error })
  }
  const page = lookaheadPage(result.data ?? [], result.count, params)
  if (page.totalKind !== 'estimate') return page
  if (page.rows.length === 0) return countedEmptyPage(ranged, params, what)
  if (page.total > EXACT_COUNT_LIMIT) return page
  const counted = await ranged.setHeader('Prefer', 'count=exact')
  // Rows deleted since the first read can leave the page past the end, refused when counted.
  if (counted.error?.code === 'PGRST103') return countedEmptyPage(ranged, params, what)
  if (counted.error) throw new Error(`Could not load ${what}: ${counted.error.message}`)
  return lookaheadPage(counted.data ?? [], counted.count, params, Number.POSITIVE_INFINITY)
}

/**
 * An empty page past the end, with the list's exact total counted from its first row (PostgREST
 * gives no count with a 416), so the list says where it ends and its Last link goes there. Only
 * the offset bounds the total otherwise, and past EXACT_COUNT_LIMIT that bound is no help
 * ("at most 24,999,950 rows" for `?page=999999`) and its Last link another empty page. The
 * count is exact whatever the size: the read that found the page empty walked every row of the
 * list to get past them, so counting them costs about as much again, and only on such a page.
 */
async function countedEmptyPage<Row>(
  ranged: RangeableQuery<Row>,
  params: Pick<ListParams, 'pageSize'>,
  what: string,
): Promise<ListPage<Row>> {
  const first = await ranged.range(0, 0).setHeader('Prefer', 'count=exact')
  if (first.error) throw new Error(`Could not load ${what}: ${first.error.message}`)
  return pageOf([], first.count ?? 0, 'exact', params.pageSize)
}

/**
 * A page from a read of one row past its end and a total that is exact up to `exactUpTo` rows and
 * an estimate beyond (with `exactUpTo + 1` as the floor when the estimate fell below what was
 * counted): a row past the page means a next page whatever the estimate says, none means this
 * page ends the list and gives the exact total.
 */
export function lookaheadPage<Row>(
  fetched: Row[],
  estimate: number | null,
  params: Pick<ListParams, 'page' | 'pageSize'>,
  exactUpTo = ESTIMATED_COUNT_IS_EXACT_UP_TO,
): ListPage<Row> {
  const { from } = pageRange(params)
  const rows = fetched.slice(0, params.pageSize)
  const seen = from + fetched.length
  const exact = estimate !== null && estimate <= exactUpTo
  if (fetched.length > params.pageSize) {
    if (exact && estimate >= seen) return pageOf(rows, estimate, 'exact', params.pageSize)
    if (estimate === null || estimate <= seen || estimate === exactUpTo + 1) {
      return pageOf(rows, Math.max(estimate ?? 0, seen), 'at-least', params.pageSize)
    }
    return pageOf(rows, estimate, 'estimate', params.pageSize)
  }
  if (fetched.length > 0 || from === 0) return pageOf(rows, seen, 'exact', params.pageSize)
  // An empty page past the end: the list has at most `from` rows.
  const total = Math.min(estimate ?? from, from)
  return pageOf(rows, total, exact && estimate <= from ? 'exact' : 'estimate', params.pageSize)
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

/** The code an admin search function (admin_search_articles and the like) refuses a broad term with. */
const SEARCH_TOO_BROAD = '54000'

/** Whether a list read failed because its admin search function found the term too broad. */
export function isSearchTooBroad(error: unknown): boolean {
  const cause = error instanceof Error ? error.cause : undefined
  return typeof cause === 'object' && cause !== null && 'code' in cause
    ? cause.code === SEARCH_TOO_BROAD
    : false
}

/**
 * readListPage for a list with an admin search function: with a term, the rows come from
 * `sources.search()` (the function, which matched the term with the trigram indexes as the
 * table's owner; under RLS ilike cannot use them, so a rare term read the whole table). A term
 * the function finds too broad is searched on `sources.table()` through RLS as before, where a
 * walk of the sort index fills the page after a few rows.
 */
export async function readSearchedListPage<Row>(
  sources: { table: () => ListQuery<Row>; search: () => ListQuery<Row> },
  params: ListParams,
  options: Parameters<typeof readListPage<Row>>[2] & { search: readonly string[] },
): Promise<ListPage<Row>> {
  if (params.search) {
    try {
      return await readListPage(sources.search(), { ...params, search: '' }, options)
    } catch (error) {
      if (!isSearchTooBroad(error)) throw error
    }
  }
  return readListPage(sources.table(), params, options)
}
