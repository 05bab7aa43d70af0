import type { ReadPlan } from '../plan/types.ts'
import { levelSql, renderLevel, type RenderContext } from './select.ts'

export type BodyFormat = 'json' | 'json-stripped' | 'csv' | 'none'

export type RenderedQuery = { sql: string; params: (string | null)[] }

// One statement returns the page size, the body (aggregated by Postgres) and optionally the total.
export function renderRead(
  ctx: RenderContext,
  plan: ReadPlan,
  fromItem: string,
  options: { count: boolean; format: BodyFormat; prefix?: string },
): RenderedQuery {
  const level = renderLevel(ctx, plan, fromItem)
  const total = options.count
    ? `, (select count(*) ${level.from}${level.where})::int4 as total`
    : ''
  const sql = `${options.prefix ?? ''}select count(*)::int4 as n, ${bodyAggregate(options.format)} as body${total} from (${levelSql(level)}) _r`
  return { sql, params: ctx.params.values }
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
