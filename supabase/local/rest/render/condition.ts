import type { Filter } from '../ast.ts'
import type { ColumnRef, PlannedCondition } from '../plan/types.ts'
import { arrayLiteral, ident, table, type Params } from './sql.ts'

export function columnExpr(alias: string, ref: ColumnRef, params: Params): string {
  const { computed } = ref.column
  let sql = computed
    ? `${table(computed.schema, computed.name)}(${ident(alias)})`
    : `${ident(alias)}.${ident(ref.column.name)}`
  for (const step of ref.json) {
    const isIndex = /^-?\d+$/.test(step.key)
    sql += `${step.arrow}${params.add(step.key)}::${isIndex ? 'int4' : 'text'}`
  }
  return sql
}

const comparison: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
}

const tsQuery: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
}

const isTests: Record<string, string> = {
  null: 'is null',
  not_null: 'is not null',
  true: 'is true',
  false: 'is false',
  unknown: 'is unknown',
}

export function renderCondition(
  alias: string,
  condition: PlannedCondition,
  params: Params,
  embedAlias: (lateral: string) => string = ident,
): string {
  if (condition.kind === 'logic') {
    const joined = condition.children
      .map((c) => renderCondition(alias, c, params, embedAlias))
      .join(` ${condition.op} `)
    return condition.negate ? `not (${joined})` : `(${joined})`
  }
  if (condition.kind === 'embed-null') {
    return `${embedAlias(condition.embed.lateral)}.body is ${condition.isNull ? '' : 'not '}null`
  }
  const sql = renderFilter(
    columnExpr(alias, condition.ref, params),
    condition.ref,
    condition.filter,
    params,
  )
  return condition.filter.negate ? `not (${sql})` : sql
}

function renderFilter(column: string, ref: ColumnRef, filter: Filter, params: Params): string {
  const { operator, value } = filter
  const likeValue = (v: string) =>
    operator === 'like' || operator === 'ilike' ? v.replaceAll('*', '%') : v
  if (operator === 'is') return `${column} ${isTests[value as string]}`
  if (operator === 'isdistinct') return `${column} is distinct from ${params.add(value as string)}`
  if (operator === 'in') return `${column} = any(${params.add(arrayLiteral(value as string[]))})`
  if (operator in tsQuery) {
    const isVector = ref.json.length === 0 && ref.column.typname === 'tsvector'
    const config = filter.config === undefined ? '' : `${params.add(filter.config)}::regconfig, `
    const vector = isVector ? column : `to_tsvector(${config}${column})`
    return `${vector} @@ ${tsQuery[operator]}(${config}${params.add(value as string)})`
  }
  const op = comparison[operator] as string
  if (filter.quantifier) {
    const items = (value as string[]).map(likeValue)
    return `${column} ${op} ${filter.quantifier}(${params.add(arrayLiteral(items))})`
  }
  return `${column} ${op} ${params.add(likeValue(value as string))}`
}
