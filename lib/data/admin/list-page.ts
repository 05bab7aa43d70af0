import type { ListParams } from '@/lib/data/admin/list-params'

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
