import type { QueryParams } from '../ast.ts'
import { header, type RequestContext, type RestResponse } from '../context.ts'
import { intersectRange, parseRangeHeader } from '../parse/range.ts'
import { planRead } from '../plan/read-plan.ts'
import { aliasSource } from '../plan/types.ts'
import { outputKeys, renderRead, type BodyFormat } from '../render/read.ts'
import { createParams, ident, table } from '../render/sql.ts'
import { readRange, jsonResponse, shapeBody } from '../respond.ts'
import type { Relation } from '../schema-types.ts'
import { roleContext } from './role.ts'

// GET/HEAD on a table or view: one read-only transaction, one statement.
export async function handleRead(
  ctx: RequestContext,
  relation: Relation,
  query: QueryParams,
): Promise<RestResponse> {
  const { deps, req, media, prefs } = ctx
  const plan = planRead(
    { cache: ctx.cache, aliases: aliasSource(), levels: query.levels },
    relation,
    query.select,
    [''],
  )
  const range = parseRangeHeader(header(req, 'range'))
  const page = intersectRange(range, plan.offset, plan.limit)
  plan.offset = page.offset
  // db-max-rows (Supabase default 1000) silently caps every read (protocol doc A.6).
  plan.limit = Math.min(page.limit ?? deps.maxRows, deps.maxRows)
  const rendered = renderRead(
    { cache: ctx.cache, params: createParams() },
    plan,
    `${table(relation.schema, relation.name)} as ${ident(plan.alias)}`,
    { count: prefs.count !== undefined, format: bodyFormat(ctx) },
  )
  return deps.execute(roleContext(ctx, true), rendered, ({ n, body, total }) => {
    const { status, contentRange } = readRange(page.offset, n, total)
    const headers: Record<string, string> = { 'Content-Range': contentRange }
    if (prefs.count) headers['Preference-Applied'] = `count=${prefs.count}`
    const shaped = shapeBody(media, n, body, outputKeys(plan))
    if (req.method === 'HEAD') return { status, headers, body: null }
    return jsonResponse(media.kind === 'object' ? 200 : status, media, shaped, headers)
  })
}

export function bodyFormat(ctx: RequestContext): BodyFormat {
  if (ctx.req.method === 'HEAD' && ctx.media.kind !== 'object') return 'none'
  if (ctx.media.kind === 'csv') return 'csv'
  return ctx.media.stripNulls ? 'json-stripped' : 'json'
}
