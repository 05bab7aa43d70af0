import { header, type RequestContext, type RestResponse } from '../context.ts'
import { parseQuery } from '../parse/query.ts'
import { intersectRange, parseRangeHeader } from '../parse/range.ts'
import { planRead } from '../plan/read-plan.ts'
import { aliasSource } from '../plan/types.ts'
import {
  outputKeys,
  renderRead,
  type BodyFormat,
  type CountMode,
  type RenderedQuery,
} from '../render/read.ts'
import { createParams, ident, table } from '../render/sql.ts'
import { readRange, jsonResponse, shapeBody } from '../respond.ts'
import type { Relation } from '../schema-types.ts'
import { runPlan } from './plan.ts'
import { roleContext } from './role.ts'

// GET/HEAD on a table or view: one read-only transaction, one statement.
export async function handleRead(ctx: RequestContext, relation: Relation): Promise<RestResponse> {
  const { deps, req, media, prefs } = ctx
  const { rendered, offset, csvHeader } = prepareRead(ctx, relation)
  if (media.plan) return runPlan(ctx, rendered, media.plan, true)
  return deps.execute(roleContext(ctx, true), rendered, ({ n, body, total, planRows }) => {
    const { status, contentRange } = readRange(offset, n, countTotal(ctx, total, planRows))
    const headers: Record<string, string> = { 'Content-Range': contentRange }
    if (prefs.count) headers['Preference-Applied'] = `count=${prefs.count}`
    const shaped = shapeBody(media, n, body, csvHeader)
    if (req.method === 'HEAD') return { status, headers, body: null }
    return jsonResponse(media.kind === 'object' ? 200 : status, media, shaped, headers)
  })
}

// PostgREST's totals (Query `readQuery`): `planned` is the planner's estimate for the filtered
// rows; `estimated` is the exact count while it stays within db-max-rows, and past it the larger
// of the estimate and the count, which stopped one past db-max-rows.
function countTotal(
  ctx: RequestContext,
  counted: number | undefined,
  planRows: number | undefined,
): number | undefined {
  const { count } = ctx.prefs
  if (count === 'planned') return planRows
  if (count === 'estimated' && counted !== undefined && counted > ctx.deps.maxRows) {
    return Math.max(counted, planRows ?? counted)
  }
  return counted
}

function countMode(ctx: RequestContext): CountMode | undefined {
  const { count } = ctx.prefs
  if (count === 'estimated') return { capped: ctx.deps.maxRows }
  return count
}

type PreparedRead = { rendered: RenderedQuery; offset: number; csvHeader: string[] }

// Repeated reads (same table, query string and shaping headers) are parsed, planned and rendered
// once. Entries hang off the schema cache's relation, so a schema reload starts afresh; the SQL
// does not depend on the caller, whose role and claims are applied when it runs.
const preparedReads = new WeakMap<Relation, Map<string, PreparedRead>>()
const maxPreparedReads = 256

function prepareRead(ctx: RequestContext, relation: Relation): PreparedRead {
  const { req } = ctx
  const count = countMode(ctx)
  const format = bodyFormat(ctx)
  const range = header(req, 'range')
  // Unambiguous: header values hold no line breaks and toString() percent-encodes any in the query.
  const key = `${req.method}\n${format}\n${ctx.prefs.count ?? ''}\n${range ?? ''}\n${req.search.toString()}`
  let reads = preparedReads.get(relation)
  const cached = reads?.get(key)
  if (cached) return cached
  const query = parseQuery(req.search)
  const plan = planRead(
    { cache: ctx.cache, aliases: aliasSource(), levels: query.levels },
    relation,
    query.select,
    [''],
  )
  const page = intersectRange(parseRangeHeader(range), plan.offset, plan.limit)
  plan.offset = page.offset
  // db-max-rows (Supabase default 1000) silently caps every read (protocol doc A.6).
  plan.limit = Math.min(page.limit ?? ctx.deps.maxRows, ctx.deps.maxRows)
  const rendered = renderRead(
    { cache: ctx.cache, params: createParams() },
    plan,
    `${table(relation.schema, relation.name)} as ${ident(plan.alias)}`,
    { count, format },
  )
  const read = { rendered, offset: page.offset, csvHeader: outputKeys(plan) }
  if (!reads) preparedReads.set(relation, (reads = new Map()))
  if (reads.size >= maxPreparedReads) reads.delete(reads.keys().next().value as string)
  reads.set(key, read)
  return read
}

export function bodyFormat(ctx: RequestContext): BodyFormat {
  if (ctx.req.method === 'HEAD' && ctx.media.kind !== 'object') return 'none'
  if (ctx.media.kind === 'csv') return 'csv'
  return ctx.media.stripNulls ? 'json-stripped' : 'json'
}
