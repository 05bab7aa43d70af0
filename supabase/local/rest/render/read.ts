import type { ReadPlan } from '../plan/types.ts'
import { levelSql, renderCountSource, renderLevel, type RenderContext } from './select.ts'
import { createParams } from './sql.ts'

export type BodyFormat = 'json' | 'json-stripped' | 'csv' | 'none'

export type RenderedQuery = {
  sql: string
  params: (string | null)[]
  // Run after `sql` in the same transaction: an EXPLAIN whose top row estimate the executor
  // returns as `planRows` (PostgREST's planned count).
  explain?: { sql: string; params: (string | null)[] }
  // The statement answers text lines (an EXPLAIN): the body is all of them, each ended by \n.
  lines?: true
}

// How a read counts the rows its filters match: `exact` counts them all; `capped` stops one past
// `cap`, which is all count=estimated needs to know whether db-max-rows was passed; `planned`
// runs no count, only the EXPLAIN (as does `capped`, for when the cap is passed).
export type CountMode = 'exact' | { capped: number } | 'planned'

// One statement returns the page size, the body (aggregated by Postgres) and optionally the total.
export function renderRead(
  ctx: RenderContext,
  plan: ReadPlan,
  fromItem: string,
  options: { count?: CountMode; format: BodyFormat; prefix?: string },
): RenderedQuery {
  const level = renderLevel(ctx, plan, fromItem)
  const { count } = options
  let total = ''
  if (count !== undefined && count !== 'planned') {
    const counted =
      count === 'exact'
        ? `select count(*) ${level.countFrom}${level.where}`
        : `select count(*) from (select 1 ${level.countFrom}${level.where} limit ${count.capped + 1}) _c`
    total = `, (${counted})::int4 as total`
  }
  const sql = `${options.prefix ?? ''}select count(*)::int4 as n, ${bodyAggregate(options.format)} as body${total} from (${levelSql(level)}) _r`
  const rendered: RenderedQuery = { sql, params: ctx.params.values }
  if (count !== undefined && count !== 'exact') {
    // Its own parameters: a prepared statement must use every parameter it is given.
    const params = createParams()
    const source = renderCountSource({ cache: ctx.cache, params }, plan, fromItem)
    const explain = `explain (format json) select 1 ${source.from}${source.where}`
    rendered.explain = { sql: explain, params: params.values }
  }
  return rendered
}

export function bodyAggregate(format: BodyFormat): string {
  if (format === 'csv') {
    return `coalesce(string_agg(substring(_r::text, 2, length(_r::text) - 2), E'\\n'), '')`
  }
  if (format === 'json-stripped') return `coalesce(json_strip_nulls(json_agg(_r)), '[]')::text`
  if (format === 'none') return 'null::text'
  return `coalesce(json_agg(_r), '[]')::text`
}

// Output keys of the top level, for the CSV header line.
export function outputKeys(plan: ReadPlan): string[] {
  return plan.outputs.flatMap((o) => {
    if (o.kind === 'column') return [o.key]
    return o.embed.spread ? outputKeys(o.embed.plan) : [o.embed.key]
  })
}
