import type { QueryParams } from '../ast.ts'
import type { RequestContext, RestResponse } from '../context.ts'
import { ApiError, notSingular } from '../errors.ts'
import { planRead } from '../plan/read-plan.ts'
import { aliasSource, type PlannedCondition, type ReadPlan } from '../plan/types.ts'
import { renderDelete, renderInsert, renderUpdate, type Returning } from '../render/mutate.ts'
import type { RenderedQuery } from '../render/read.ts'
import { createParams } from '../render/sql.ts'
import { checkMaxAffected, rollsBack } from '../parse/prefer.ts'
import { jsonResponse } from '../respond.ts'
import type { Column, Relation } from '../schema-types.ts'
import { parseJsonBody, parseRows, payloadColumns } from './body.ts'
import { bodyFormat } from './read.ts'
import { runPlan } from './plan.ts'
import { roleContext } from './role.ts'
import { answerRolledBack, Rollback } from './rollback.ts'

// POST, PATCH, PUT and DELETE on a table (protocol doc A.7, A.8).
export async function handleMutation(
  ctx: RequestContext,
  relation: Relation,
  query: QueryParams,
): Promise<RestResponse> {
  const { req, prefs } = ctx
  const plan = planRead(
    { cache: ctx.cache, aliases: aliasSource(), levels: query.levels },
    relation,
    query.select,
    [''],
  )
  const conditions = plan.conditions
  if (conditions.some(usesEmbed)) {
    throw new ApiError(400, 'PGRST120', 'Filters on embedded resources are not allowed here')
  }
  // The representation is shaped from the written rows; URL filters already chose them.
  plan.conditions = []
  plan.order = []
  delete plan.limit
  delete plan.offset
  const wantsBody = prefs.return === 'representation' || prefs.return === 'headers-only'
  const returning: Returning = wantsBody
    ? {
        plan: prefs.return === 'headers-only' ? keyPlan(plan, relation) : plan,
        format: bodyFormat(ctx),
      }
    : null
  const params = createParams()
  const rctx = { cache: ctx.cache, params }
  let rendered: RenderedQuery
  let upsert = false
  if (req.method === 'POST' || req.method === 'PUT') {
    const body = parseRows(req.body)
    const columns = payloadColumns(relation, body, query.columns)
    const defaulted =
      prefs.missing === 'default'
        ? missingColumns(columns, body.rows)
        : { used: columns, defaulted: [] }
    let conflict: { columns: string[]; action: 'merge' | 'ignore' } | undefined
    if (req.method === 'PUT') {
      requirePrimaryKeyFilters(relation, conditions)
      conflict = { columns: relation.primaryKey, action: 'merge' }
    } else if (prefs.resolution) {
      const target = query.onConflict ?? relation.primaryKey
      for (const name of target) {
        if (!relation.columns.has(name))
          throw new ApiError(400, '42703', `column "${name}" does not exist`)
      }
      conflict = {
        columns: target,
        action: prefs.resolution === 'merge-duplicates' ? 'merge' : 'ignore',
      }
    }
    const spec = {
      relation,
      columns: defaulted.used,
      defaulted: defaulted.defaulted,
      body: body.text,
    }
    rendered = renderInsert(rctx, conflict ? { ...spec, conflict } : spec, returning)
    upsert = conflict?.action === 'merge' && req.method === 'POST'
  } else if (req.method === 'PATCH') {
    const value = parseJsonBody(req.body)
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new ApiError(400, 'PGRST102', 'Empty or invalid json')
    }
    const columns = payloadColumns(
      relation,
      { text: req.body, rows: [value as Record<string, unknown>], isArray: false },
      query.columns,
    )
    if (columns.length === 0) return finish(ctx, 0, wantsBody ? '[]' : null)
    requireWhere(conditions, 'UPDATE')
    rendered = renderUpdate(rctx, { relation, columns, body: req.body, conditions }, returning)
  } else {
    requireWhere(conditions, 'DELETE')
    rendered = renderDelete(rctx, { relation, conditions }, returning)
  }
  if (ctx.media.plan) return runPlan(ctx, rendered, ctx.media.plan, false)
  return answerRolledBack(() =>
    ctx.deps.execute(roleContext(ctx, false), rendered, (result) => {
      const rows = returning ? result.n : result.affected
      const body = returning ? result.body : null
      if (ctx.media.kind === 'object' && rows !== 1) throw notSingular(rows)
      if (req.method === 'PATCH' || req.method === 'DELETE') checkMaxAffected(prefs, rows)
      const response = finish(ctx, rows, body, returning?.plan)
      // An upsert that only updated rows answers 200 (PostgREST 12); `total` counts inserts.
      if (upsert && result.total === 0) response.status = 200
      if (rollsBack(prefs, ctx.cache.settings?.get('db_tx_end'))) throw new Rollback(response)
      return response
    }),
  )
}

function finish(
  ctx: RequestContext,
  rows: number,
  body: string | null,
  plan?: ReadPlan,
): RestResponse {
  const { req, prefs, media } = ctx
  const total = prefs.count ? String(rows) : '*'
  const headers: Record<string, string> = {}
  if (prefs.applied.length > 0) headers['Preference-Applied'] = prefs.applied.join(', ')
  let status: number
  if (req.method === 'POST') {
    status = 201
    headers['Content-Range'] = `*/${total}`
  } else {
    status = prefs.return === 'representation' ? 200 : 204
    headers['Content-Range'] =
      req.method === 'PATCH' && rows > 0 ? `0-${rows - 1}/${total}` : `*/${total}`
  }
  if (prefs.return === 'headers-only') {
    if (req.method === 'POST' && rows === 1 && body && plan)
      headers.Location = location(req.path, body)
    return { status: req.method === 'POST' ? 201 : 204, headers, body: null }
  }
  if (prefs.return !== 'representation' || body === null) return { status, headers, body: null }
  const shaped = media.kind === 'object' ? body.slice(1, -1).trim() : body
  return jsonResponse(status, media, shaped, headers)
}

// `Location: /table?pk=eq.value` for return=headers-only (protocol doc A.7).
function location(path: string, body: string): string {
  const [row] = JSON.parse(body) as Record<string, unknown>[]
  const query = Object.entries(row ?? {})
    .map(([k, v]) => `${encodeURIComponent(k)}=eq.${encodeURIComponent(String(v))}`)
    .join('&')
  return `${path}?${query}`
}

function keyPlan(plan: ReadPlan, relation: Relation): ReadPlan {
  const keys = relation.primaryKey.length > 0 ? relation.primaryKey : []
  const outputs = keys.flatMap((name) => {
    const column = relation.columns.get(name)
    return column ? [{ kind: 'column' as const, key: name, ref: { column, json: [] } }] : []
  })
  return { ...plan, outputs, embeds: [] }
}

// Columns present in only some objects take their DEFAULT; absent from all, they are left out.
// Columns with a default are defaulted even when every object has them, as PostgREST evaluates
// their defaults for every row.
function missingColumns(columns: Column[], rows: Record<string, unknown>[]) {
  const used: Column[] = []
  const defaulted: Column[] = []
  for (const column of columns) {
    const present = rows.filter((row) => Object.hasOwn(row, column.name)).length
    if (present === 0) continue
    used.push(column)
    const hasDefault = column.defaultExpr !== null || column.identity
    if (present < rows.length || hasDefault) defaulted.push(column)
  }
  return { used, defaulted }
}

// Supabase loads pg-safeupdate: UPDATE/DELETE without a WHERE clause fail with 21000 (A.8).
function requireWhere(conditions: PlannedCondition[], verb: string): void {
  if (conditions.length === 0) throw new ApiError(400, '21000', `${verb} requires a WHERE clause`)
}

function requirePrimaryKeyFilters(relation: Relation, conditions: PlannedCondition[]): void {
  const eqColumns = conditions.flatMap((c) =>
    c.kind === 'filter' && c.filter.operator === 'eq' && !c.filter.negate && c.ref.json.length === 0
      ? [c.ref.column.name]
      : [],
  )
  const pk = [...relation.primaryKey].sort().join(',')
  if (
    pk === '' ||
    [...eqColumns].sort().join(',') !== pk ||
    eqColumns.length !== conditions.length
  ) {
    throw new ApiError(
      400,
      'PGRST105',
      "Filters must include all and only primary key columns with 'eq' operators",
    )
  }
}

function usesEmbed(condition: PlannedCondition): boolean {
  if (condition.kind === 'embed-null') return true
  return condition.kind === 'logic' && condition.children.some(usesEmbed)
}
