import { header, type RequestContext, type RestResponse } from '../context.ts'
import { checkMaxAffected, rollsBack } from '../parse/prefer.ts'
import { ApiError } from '../errors.ts'
import { closestMatch } from '../fuzzy-set.ts'
import { parseQuery } from '../parse/query.ts'
import { intersectRange, parseRangeHeader } from '../parse/range.ts'
import { planRead } from '../plan/read-plan.ts'
import { aliasSource } from '../plan/types.ts'
import { renderCall, type Call } from '../render/call.ts'
import { renderRead, outputKeys, type RenderedQuery } from '../render/read.ts'
import { createParams, ident } from '../render/sql.ts'
import { jsonResponse, readRange, shapeBody } from '../respond.ts'
import type { StatementResult } from '../run/executor.ts'
import type { DbFunction } from '../schema-types.ts'
import { parseJsonBody } from './body.ts'
import { bodyFormat } from './read.ts'
import { runPlan } from './plan.ts'
import { roleContext } from './role.ts'
import { answerRolledBack, Rollback } from './rollback.ts'

// /rpc/{function} by GET (query-string args, read-only) or POST (JSON body args), A.10.
export async function handleRpc(ctx: RequestContext, name: string): Promise<RestResponse> {
  const { req, deps, media, prefs } = ctx
  const candidates = (ctx.cache.functions.get(`${ctx.schema}.${name}`) ?? []).filter(
    (fn) => fn.callable !== false,
  )
  const isGet = req.method === 'GET' || req.method === 'HEAD'
  const argNames = new Set(candidates.flatMap((fn) => fn.args.map((a) => a.name)))
  const query = parseQuery(req.search, isGet ? { argNames } : {})
  const call = isGet
    ? getCall(ctx, name, candidates, query.rpcArgs)
    : postCall(ctx, name, candidates)
  const { fn } = call
  const readOnly = isGet || fn.volatility !== 'v'
  const params = createParams()
  const callSql = renderCall(call, params)
  const rollback = rollsBack(prefs, ctx.cache.settings?.get('db_tx_end'))
  const run = async <T extends RestResponse>(
    q: RenderedQuery,
    inspect: (r: StatementResult) => T,
  ): Promise<RestResponse> => {
    if (media.plan) return runPlan(ctx, q, media.plan, readOnly)
    return answerRolledBack(() =>
      deps.execute(roleContext(ctx, readOnly), q, (result) => {
        const response = inspect(result)
        if (rollback) throw new Rollback(response)
        return response
      }),
    )
  }
  if (fn.returnsVoid) {
    const sql = `select ${callSql.expr} ${callSql.from}`
    return run({ sql, params: params.values }, () => ({ status: 204, headers: {}, body: null }))
  }
  const relation = fn.resultTable ?? fn.result
  if (!relation) {
    const sql = fn.returnsSet
      ? `select count(*)::int4, coalesce(json_agg(_r.v), '[]')::text from (select ${ident('t0')} as v ${callSql.from}${callSql.from ? ' cross join lateral' : 'from'} ${callSql.expr} as ${ident('t0')}) _r`
      : `select 1, to_json(${callSql.expr})::text ${callSql.from}`
    return run({ sql, params: params.values }, ({ n, body }) => {
      checkMaxAffected(prefs, n)
      // A scalar result is one row: `0-0/1` with a count, as PostgREST answers.
      const contentRange = fn.returnsSet ? undefined : `0-0/${prefs.count ? '1' : '*'}`
      const headers: Record<string, string> = contentRange ? { 'Content-Range': contentRange } : {}
      if (req.method === 'HEAD') return { status: 200, headers, body: null }
      return jsonResponse(200, { kind: 'json', stripNulls: false }, body ?? 'null', headers)
    })
  }
  const plan = planRead(
    { cache: ctx.cache, aliases: aliasSource(), levels: query.levels },
    relation,
    query.select,
    [''],
  )
  const page = intersectRange(
    parseRangeHeader(isGet ? header(req, 'range') : undefined),
    plan.offset,
    plan.limit,
  )
  plan.offset = page.offset
  plan.limit = Math.min(page.limit ?? deps.maxRows, deps.maxRows)
  const fromItem = `${callSql.from ? `${callSql.from.slice(5)} cross join lateral ` : ''}${callSql.expr} as ${ident(plan.alias)}`
  const rendered = renderRead({ cache: ctx.cache, params }, plan, fromItem, {
    // PostgREST EXPLAINs only table and view reads: a function's rows are counted exactly
    // (PostgREST 12 leaves a function's count=planned uncounted; here it is exact too).
    count: prefs.count === undefined ? undefined : 'exact',
    format: bodyFormat(ctx),
  })
  return run(rendered, ({ n, body, total }) => {
    checkMaxAffected(prefs, n)
    if (!fn.returnsSet) {
      // A single composite comes back as an object, not an array.
      const single = n === 0 ? 'null' : (body ?? '[null]').slice(1, -1).trim()
      return jsonResponse(200, { kind: 'json', stripNulls: false }, single, {})
    }
    const { status, contentRange } = readRange(page.offset, n, total)
    const shaped = shapeBody(media, n, body, outputKeys(plan))
    const headers = { 'Content-Range': contentRange }
    if (req.method === 'HEAD') return { status, headers, body: null }
    return jsonResponse(media.kind === 'object' ? 200 : status, media, shaped, headers)
  })
}

function postCall(ctx: RequestContext, name: string, candidates: DbFunction[]): Call {
  const text = ctx.req.body.trim() === '' ? '{}' : ctx.req.body
  const value = parseJsonBody(text)
  const isObject = typeof value === 'object' && value !== null && !Array.isArray(value)
  const keys = isObject ? Object.keys(value) : []
  const fn = match(ctx, name, candidates, keys, true)
  if (!fn.singleJsonArg || (keys.length === 1 && fn.args[0]?.name === keys[0])) {
    return { fn, argsJson: text, names: keys, wholeBody: false }
  }
  return { fn, argsJson: text, names: [], wholeBody: true }
}

function getCall(
  ctx: RequestContext,
  name: string,
  candidates: DbFunction[],
  args: Map<string, string[]>,
): Call {
  const keys = [...args.keys()]
  const fn = match(ctx, name, candidates, keys, false)
  const object: Record<string, string> = {}
  for (const [key, values] of args) {
    // Repeated keys feed variadic/array parameters.
    object[key] = values.length === 1 ? (values[0] as string) : `{${values.join(',')}}`
  }
  return { fn, argsJson: JSON.stringify(object), names: keys, wholeBody: false }
}

// PostgREST's overload resolution: the argument names must cover every required parameter and
// name no unknown one; failing that, a POST falls back to a function with a single unnamed
// json/jsonb parameter, which takes the whole body.
function match(
  ctx: RequestContext,
  name: string,
  candidates: DbFunction[],
  keys: string[],
  isPost: boolean,
): DbFunction {
  const given = new Set(keys)
  const fits = candidates.filter((fn) => {
    const names = new Set(fn.args.map((a) => a.name))
    return (
      keys.every((k) => names.has(k)) && fn.args.every((a) => a.hasDefault || given.has(a.name))
    )
  })
  const fallback = isPost ? candidates.filter((fn) => fn.singleJsonArg && !fits.includes(fn)) : []
  const chosen = fits.length > 0 ? fits : fallback
  if (chosen.length === 1) return chosen[0] as DbFunction
  if (chosen.length === 0) throw notFound(ctx, name, keys, isPost, candidates)
  const signatures = chosen
    .map((f) => f.args.map((a) => `${a.name} => ${a.type}`).join(', '))
    .sort()
    .map((args) => `${ctx.schema}.${name}(${args})`)
  throw new ApiError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${signatures.join(', ')}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  )
}

function notFound(
  ctx: RequestContext,
  name: string,
  keys: string[],
  isPost: boolean,
  overloads: DbFunction[],
): ApiError {
  const qualified = `${ctx.schema}.${name}`
  const list = [...keys].sort().join(', ')
  const params =
    keys.length === 0
      ? ' without parameters'
      : ` with parameter${keys.length > 1 ? 's' : ''} ${list}`
  return new ApiError(
    404,
    'PGRST202',
    `Could not find the function ${qualified}${keys.length === 0 ? ' without parameters' : `(${list})`} in the schema cache`,
    `Searched for the function ${qualified}${params}${isPost ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`,
    functionHint(ctx, name, keys, overloads),
  )
}

// PostgREST's `noRpcHint`: with no function of that name, the closest name in the schema (score
// 0.75 or more); otherwise the closest parameter list among its overloads (0.33 or more).
function functionHint(
  ctx: RequestContext,
  name: string,
  keys: string[],
  overloads: DbFunction[],
): string | null {
  const prefix = `Perhaps you meant to call the function ${ctx.schema}.`
  if (overloads.length === 0) {
    // PostgREST's routine cache leaves out what it cannot call (unnamed parameters of row types).
    const names = [...ctx.cache.functions]
      .filter(
        ([key, fns]) => key.startsWith(`${ctx.schema}.`) && fns.some((fn) => fn.callable !== false),
      )
      .map(([key]) => key.slice(ctx.schema.length + 1))
    const closest = closestMatch(names, name, 0.75)
    return closest === undefined ? null : `${prefix}${closest}`
  }
  const lists = overloads.map((fn) => paramList(fn.args.map((a) => a.name)))
  const closest = closestMatch(lists, paramList(keys), 0.33)
  return closest === undefined ? null : `${prefix}${name}${closest}`
}

function paramList(names: string[]): string {
  return `(${[...names].sort().join(', ')})`
}
