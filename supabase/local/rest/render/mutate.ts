import type { PlannedCondition, ReadPlan } from '../plan/types.ts'
import type { Column, Relation } from '../schema-types.ts'
import { renderCondition } from './condition.ts'
import { bodyAggregate, type BodyFormat, type RenderedQuery } from './read.ts'
import { levelSql, renderLevel, type RenderContext } from './select.ts'
import { ident, table } from './sql.ts'

export type InsertSpec = {
  relation: Relation
  columns: Column[]
  // Columns that take their DEFAULT where a row leaves them out (Prefer: missing=default).
  defaulted: Column[]
  body: string
  conflict?: { columns: string[]; action: 'merge' | 'ignore' }
}

export type UpdateSpec = {
  relation: Relation
  columns: Column[]
  body: string
  conditions: PlannedCondition[]
}
export type DeleteSpec = { relation: Relation; conditions: PlannedCondition[] }

export type Returning = { plan: ReadPlan; format: BodyFormat } | null

const mutAlias = 'pgrst_mut'

function recordDef(columns: Column[]): string {
  return columns.map((c) => `${ident(c.name)} ${c.type}`).join(', ')
}

// json_to_recordset lets Postgres convert JSON values to column types, as PostgREST does (A.8).
export function renderInsert(
  ctx: RenderContext,
  spec: InsertSpec,
  returning: Returning,
): RenderedQuery {
  const target = table(spec.relation.schema, spec.relation.name)
  const names = spec.columns.map((c) => ident(c.name)).join(', ')
  const body = ctx.params.add(spec.body)
  const defaulted = new Set(spec.defaulted)
  let source: string
  if (defaulted.size === 0) {
    const values = spec.columns.map((c) => `_j.${ident(c.name)}`).join(', ')
    source = `select ${values} from json_to_recordset(${body}::json) as _j(${recordDef(spec.columns)})`
  } else {
    // PostgREST merges every default into each object (`jsonb_build_object(…) || elem`), so a
    // default is evaluated for every row, given or not: a sequence advances once per row. The
    // OFFSET 0 keeps Postgres from folding the defaults into the CASE, which would skip them.
    const defaults: string[] = []
    const values = spec.columns.map((c) => {
      if (!defaulted.has(c)) return `_j.${ident(c.name)}`
      const name = `_d${defaults.length}`
      defaults.push(`${defaultOf(ctx, spec.relation, c)} as ${name}`)
      return `case when _o.j ? ${ctx.params.add(c.name)} then _j.${ident(c.name)} else _o.${name} end`
    })
    const rows = `select _e.j, _e.i, ${defaults.join(', ')} from jsonb_array_elements(${body}::jsonb) with ordinality as _e(j, i) offset 0`
    source = `select ${values.join(', ')} from (${rows}) as _o cross join lateral jsonb_to_record(_o.j) as _j(${recordDef(spec.columns)}) order by _o.i`
  }
  let conflict = ''
  if (spec.conflict) {
    const target = spec.conflict.columns.map(ident).join(', ')
    conflict =
      spec.conflict.action === 'ignore' || spec.columns.length === 0
        ? ` on conflict (${target}) do nothing`
        : ` on conflict (${target}) do update set ${spec.columns.map((c) => `${ident(c.name)} = excluded.${ident(c.name)}`).join(', ')}`
  }
  const columnList = spec.columns.length > 0 ? ` (${names})` : ''
  const statement =
    spec.columns.length > 0
      ? `insert into ${target}${columnList} ${source}${conflict}`
      : `insert into ${target} select from jsonb_array_elements(${body}::jsonb)${conflict}`
  // Upserts into tables also count the rows really inserted (xmax is 0 on a fresh row version).
  const countInserts = spec.conflict !== undefined && spec.relation.kind === 'table'
  return withReturning(ctx, statement, returning, undefined, countInserts)
}

// A column's DEFAULT as an expression (identity columns draw from their sequence).
function defaultOf(ctx: RenderContext, relation: Relation, column: Column): string {
  if (column.defaultExpr !== null) return column.defaultExpr
  if (!column.identity) return 'null'
  const name = ctx.params.add(`${ident(relation.schema)}.${ident(relation.name)}`)
  return `nextval(pg_get_serial_sequence(${name}, ${ctx.params.add(column.name)}))`
}

export function renderUpdate(
  ctx: RenderContext,
  spec: UpdateSpec,
  returning: Returning,
): RenderedQuery {
  const alias = returning?.plan.alias ?? 't0'
  const sets = spec.columns.map((c) => `${ident(c.name)} = _j.${ident(c.name)}`).join(', ')
  const where = spec.conditions.map((c) => renderCondition(alias, c, ctx.params)).join(' and ')
  const body = ctx.params.add(spec.body)
  const statement = `update ${table(spec.relation.schema, spec.relation.name)} as ${ident(alias)} set ${sets} from json_to_record(${body}::json) as _j(${recordDef(spec.columns)}) where ${where}`
  return withReturning(ctx, statement, returning, alias)
}

export function renderDelete(
  ctx: RenderContext,
  spec: DeleteSpec,
  returning: Returning,
): RenderedQuery {
  const alias = returning?.plan.alias ?? 't0'
  const where = spec.conditions.map((c) => renderCondition(alias, c, ctx.params)).join(' and ')
  const statement = `delete from ${table(spec.relation.schema, spec.relation.name)} as ${ident(alias)} where ${where}`
  return withReturning(ctx, statement, returning, alias)
}

// Without a representation there is no RETURNING at all: RETURNING would make Postgres apply the
// SELECT policies to the written rows, which `return=minimal` must not require (A.8).
function withReturning(
  ctx: RenderContext,
  statement: string,
  returning: Returning,
  alias?: string,
  countInserts = false,
): RenderedQuery {
  if (!returning) return { sql: statement, params: ctx.params.values }
  const returned = alias ? `${ident(alias)}.*` : '*'
  const inserted = countInserts ? `, (xmax = 0) as ${ident('pgrst_inserted')}` : ''
  const prefix = `with ${mutAlias} as (${statement} returning ${returned}${inserted}) `
  const level = renderLevel(ctx, returning.plan, `${mutAlias} as ${ident(returning.plan.alias)}`)
  const total = countInserts
    ? `, (select count(*) from ${mutAlias} where ${ident('pgrst_inserted')})::int4 as total`
    : ''
  const sql = `${prefix}select count(*)::int4 as n, ${bodyAggregate(returning.format)} as body${total} from (${levelSql(level)}) _r`
  return { sql, params: ctx.params.values }
}
