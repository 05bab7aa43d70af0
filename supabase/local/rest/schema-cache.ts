import type { PGliteInterface } from '@electric-sql/pglite'
import {
  qualified,
  type Column,
  type DbFunction,
  type ForeignKey,
  type Relation,
  type SchemaCache,
} from './schema-types.ts'

type RelationRow = { oid: number; schema: string; name: string; kind: string }
type ColumnRow = Omit<Column, 'identity' | 'generated'> & {
  rel: number
  identity: string
  generated: string
}
type ConstraintRow = {
  rel: number
  name: string
  type: string
  cols: string[]
  frel: number | null
  fcols: string[] | null
}
type FunctionRow = {
  schema: string
  name: string
  argnames: string[] | null
  argmodes: string[] | null
  argtypes: string[]
  alltypes: string[] | null
  ndefaults: number
  retset: boolean
  rettype: string
  typtype: string
  retrel: number
  volatility: 'i' | 's' | 'v'
  variadic: boolean
}

const relationsSql = `
  select c.oid::int4 as oid, n.nspname as schema, c.relname as name, c.relkind as kind
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'v', 'm', 'f', 'p') and n.nspname = any($1::text[])`

const columnsSql = `
  select a.attrelid::int4 as rel, a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
    t.typname, t.typcategory as category, not a.attnotnull as nullable,
    pg_get_expr(d.adbin, d.adrelid) as "defaultExpr", a.attidentity as identity,
    a.attgenerated as generated
  from pg_attribute a
  join pg_class c on c.oid = a.attrelid
  join pg_namespace n on n.oid = c.relnamespace
  join pg_type t on t.oid = a.atttypid
  left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
  where a.attnum > 0 and not a.attisdropped and n.nspname = any($1::text[])
    and c.relkind in ('r', 'v', 'm', 'f', 'p', 'c')
  order by a.attrelid, a.attnum`

const constraintsSql = `
  select con.conrelid::int4 as rel, con.conname as name, con.contype as type,
    array(select attname from unnest(con.conkey) with ordinality k(n, i)
      join pg_attribute on attrelid = con.conrelid and attnum = k.n order by k.i)::text[] as cols,
    nullif(con.confrelid, 0)::int4 as frel,
    array(select attname from unnest(con.confkey) with ordinality k(n, i)
      join pg_attribute on attrelid = con.confrelid and attnum = k.n order by k.i)::text[] as fcols
  from pg_constraint con
  join pg_class c on c.oid = con.conrelid
  join pg_namespace n on n.oid = c.relnamespace
  where con.contype in ('p', 'u', 'f') and n.nspname = any($1::text[])`

const functionsSql = `
  select n.nspname as schema, p.proname as name, p.proargnames as argnames,
    p.proargmodes::text[] as argmodes,
    array(select format_type(x, null) from unnest(p.proargtypes) with ordinality u(x, i) order by i)::text[] as argtypes,
    array(select format_type(x, null) from unnest(p.proallargtypes) with ordinality u(x, i) order by i)::text[] as alltypes,
    p.pronargdefaults::int4 as ndefaults, p.proretset as retset,
    format_type(p.prorettype, null) as rettype, t.typtype, t.typrelid::int4 as retrel,
    p.provolatile as volatility, p.provariadic <> 0 as variadic
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  join pg_type t on t.oid = p.prorettype
  where p.prokind = 'f' and n.nspname = any($1::text[])`

const typesSql = `select distinct typname from pg_type where typname !~ '^_' and typtype <> 'p'`

// Introspects the exposed schemas from pg_catalog (what PostgREST calls its schema cache).
export async function loadSchemaCache(
  pg: PGliteInterface,
  schemas: string[],
): Promise<SchemaCache> {
  const [rels, cols, cons, funcs, types] = [
    await pg.query<RelationRow>(relationsSql, [schemas]),
    await pg.query<ColumnRow>(columnsSql, [schemas]),
    await pg.query<ConstraintRow>(constraintsSql, [schemas]),
    await pg.query<FunctionRow>(functionsSql, [schemas]),
    await pg.query<{ typname: string }>(typesSql),
  ]
  const byOid = new Map<number, Relation>()
  const relations = new Map<string, Relation>()
  const columnsByRel = new Map<number, Column[]>()
  for (const row of cols.rows) {
    const list = columnsByRel.get(row.rel) ?? []
    const { rel: _rel, identity, generated, ...rest } = row
    list.push({ ...rest, identity: identity !== '', generated: generated !== '' })
    columnsByRel.set(row.rel, list)
  }
  for (const row of rels.rows) {
    const columnList = columnsByRel.get(row.oid) ?? []
    const relation: Relation = {
      schema: row.schema,
      name: row.name,
      kind: row.kind === 'v' || row.kind === 'm' ? 'view' : 'table',
      columns: new Map(columnList.map((c) => [c.name, c])),
      columnList,
      primaryKey: [],
      uniques: [],
    }
    byOid.set(row.oid, relation)
    relations.set(qualified(row.schema, row.name), relation)
  }
  const foreignKeys: ForeignKey[] = []
  for (const row of cons.rows) {
    const from = byOid.get(row.rel)
    if (!from) continue
    if (row.type === 'p') from.primaryKey = row.cols
    if (row.type === 'p' || row.type === 'u') from.uniques.push(row.cols)
    const to = row.frel === null ? undefined : byOid.get(row.frel)
    if (row.type === 'f' && to && row.fcols) {
      foreignKeys.push({ name: row.name, from, fromColumns: row.cols, to, toColumns: row.fcols })
    }
  }
  const functions = new Map<string, DbFunction[]>()
  for (const row of funcs.rows) {
    const fn = toFunction(row, byOid, columnsByRel)
    const key = qualified(row.schema, row.name)
    functions.set(key, [...(functions.get(key) ?? []), fn])
  }
  return {
    schemas,
    relations,
    foreignKeys,
    functions,
    types: new Set(types.rows.map((r) => r.typname)),
  }
}

function toFunction(
  row: FunctionRow,
  byOid: Map<number, Relation>,
  columnsByRel: Map<number, Column[]>,
): DbFunction {
  const modes = row.argmodes ?? row.argtypes.map(() => 'i')
  const allTypes = row.alltypes && row.alltypes.length > 0 ? row.alltypes : row.argtypes
  const names = row.argnames ?? []
  const inputs: { name: string; type: string; variadic: boolean }[] = []
  const outputs: Column[] = []
  modes.forEach((mode, i) => {
    const name = names[i] ?? ''
    const type = allTypes[i] ?? 'unknown'
    if (mode === 'i' || mode === 'b' || mode === 'v')
      inputs.push({ name, type, variadic: mode === 'v' })
    if (mode === 'o' || mode === 'b' || mode === 't') outputs.push(syntheticColumn(name, type))
  })
  const firstDefault = inputs.length - row.ndefaults
  const args = inputs.map((arg, i) => ({ ...arg, hasDefault: i >= firstDefault }))
  const resultTable = row.retrel ? byOid.get(row.retrel) : undefined
  let resultColumns: Column[] | undefined
  if (resultTable) resultColumns = resultTable.columnList
  else if (row.retrel) resultColumns = columnsByRel.get(row.retrel)
  else if (outputs.length > 0 && row.rettype === 'record') resultColumns = outputs
  const fn: DbFunction = {
    schema: row.schema,
    name: row.name,
    args,
    returnsSet: row.retset,
    returnType: row.rettype,
    returnsVoid: row.rettype === 'void',
    volatility: row.volatility,
    singleJsonArg: args.length === 1 && args[0]?.name === '' && /^jsonb?$/.test(args[0].type),
  }
  if (resultColumns) {
    fn.result = {
      schema: row.schema,
      name: row.name,
      kind: 'function',
      columns: new Map(resultColumns.map((c) => [c.name, c])),
      columnList: resultColumns,
      primaryKey: resultTable?.primaryKey ?? [],
      uniques: resultTable?.uniques ?? [],
    }
  }
  if (resultTable) fn.resultTable = resultTable
  return fn
}

function syntheticColumn(name: string, type: string): Column {
  const typname = type.replace(/\[\]$/, '')
  return {
    name,
    type,
    typname,
    category: type.endsWith('[]') ? 'A' : '',
    nullable: true,
    defaultExpr: null,
    identity: false,
    generated: false,
  }
}
