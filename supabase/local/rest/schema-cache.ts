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
  firstargrel: number
  rows: number
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
    p.provolatile as volatility, p.provariadic <> 0 as variadic,
    coalesce((select typrelid from pg_type where oid = p.proargtypes[0]), 0)::int4 as firstargrel,
    p.prorows::float8 as rows
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  join pg_type t on t.oid = p.prorettype
  where p.prokind = 'f' and n.nspname = any($1::text[])`

// The base-table columns each view in the exposed schemas reads (from its rewrite rule).
const viewColumnsSql = `
  select distinct r.ev_class::int4 as view, d.refobjid::int4 as rel, a.attname as col
  from pg_rewrite r
  join pg_class v on v.oid = r.ev_class
  join pg_namespace n on n.oid = v.relnamespace
  join pg_depend d on d.objid = r.oid and d.classid = 'pg_rewrite'::regclass
    and d.refclassid = 'pg_class'::regclass and d.refobjsubid > 0 and d.refobjid <> r.ev_class
  join pg_attribute a on a.attrelid = d.refobjid and a.attnum = d.refobjsubid
  where v.relkind in ('v', 'm') and n.nspname = any($1::text[])`

// In-database configuration as PostgREST reads it: settings of the authenticator role.
const settingsSql = `
  select split_part(setting, '=', 1) as key, substr(setting, strpos(setting, '=') + 1) as value
  from pg_db_role_setting s
  join pg_roles r on r.oid = s.setrole
  cross join unnest(s.setconfig) as setting
  where r.rolname = 'authenticator' and setting like 'pgrst.%'`

const typesSql = `select distinct typname from pg_type where typname !~ '^_' and typtype <> 'p'`

// Introspects the exposed schemas from pg_catalog (what PostgREST calls its schema cache).
export async function loadSchemaCache(
  pg: PGliteInterface,
  schemas: string[],
): Promise<SchemaCache> {
  const [rels, cols, cons, funcs, types, viewCols, settings] = [
    await pg.query<RelationRow>(relationsSql, [schemas]),
    await pg.query<ColumnRow>(columnsSql, [schemas]),
    await pg.query<ConstraintRow>(constraintsSql, [schemas]),
    await pg.query<FunctionRow>(functionsSql, [schemas]),
    await pg.query<{ typname: string }>(typesSql),
    await pg.query<{ view: number; rel: number; col: string }>(viewColumnsSql, [schemas]),
    await pg.query<{ key: string; value: string }>(settingsSql),
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
  foreignKeys.push(...viewForeignKeys(byOid, foreignKeys, viewCols.rows))
  const functions = new Map<string, DbFunction[]>()
  for (const row of funcs.rows) {
    const fn = toFunction(row, byOid, columnsByRel)
    const key = qualified(row.schema, row.name)
    functions.set(key, [...(functions.get(key) ?? []), fn])
    const owner = fn.args.length === 1 ? byOid.get(row.firstargrel) : undefined
    if (owner) fn.rowArg = owner
    // Scalar results make computed fields; row results make relationships (relationships.ts).
    if (owner && !fn.result && !fn.returnsSet && !fn.returnsVoid) {
      owner.computed ??= new Map()
      owner.computed.set(row.name, {
        ...syntheticColumn(row.name, row.rettype),
        computed: { schema: row.schema, name: row.name },
      })
    }
  }
  return {
    schemas,
    relations,
    foreignKeys,
    functions,
    types: new Set(types.rows.map((r) => r.typname)),
    settings: new Map(settings.rows.map((r) => [r.key.slice('pgrst.'.length), r.value])),
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
  // Any TABLE, OUT or INOUT parameter makes the result a row, even a one-column one whose
  // prorettype is that column's scalar type (PostgREST's rettype_is_composite).
  else if (outputs.length > 0) resultColumns = outputs
  const fn: DbFunction = {
    schema: row.schema,
    name: row.name,
    args,
    returnsSet: row.retset,
    returnType: row.rettype,
    returnsVoid: row.rettype === 'void',
    volatility: row.volatility,
    rows: row.rows,
    callable:
      args.every((arg) => arg.name !== '') ||
      (args.length === 1 && /^(jsonb?|text|xml|bytea)$/.test(args[0]?.type ?? '')),
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

// PostgREST carries foreign keys over to views that expose the key columns under the same names,
// so views embed like their base tables (`recent_messages?select=users(*)`).
function viewForeignKeys(
  byOid: Map<number, Relation>,
  foreignKeys: ForeignKey[],
  rows: { view: number; rel: number; col: string }[],
): ForeignKey[] {
  const used = new Map<Relation, Map<Relation, Set<string>>>()
  for (const row of rows) {
    const view = byOid.get(row.view)
    const base = byOid.get(row.rel)
    if (!view || !base) continue
    const byBase = used.get(view) ?? new Map<Relation, Set<string>>()
    const columns = byBase.get(base) ?? new Set<string>()
    columns.add(row.col)
    byBase.set(base, columns)
    used.set(view, byBase)
  }
  const exposes = (view: Relation, columns: Set<string> | undefined, names: string[]) =>
    names.every((name) => columns?.has(name) && view.columns.has(name))
  const out: ForeignKey[] = []
  for (const [view, byBase] of used) {
    for (const [base, columns] of byBase) {
      if (base.primaryKey.length > 0 && exposes(view, columns, base.primaryKey)) {
        view.primaryKey = base.primaryKey
        view.uniques.push(base.primaryKey)
      }
      for (const fk of foreignKeys) {
        if (fk.from === base && exposes(view, columns, fk.fromColumns)) {
          out.push({ ...fk, from: view, viaView: true })
        }
        if (fk.to === base && fk.from !== base && exposes(view, columns, fk.toColumns)) {
          out.push({ ...fk, to: view, viaView: true })
        }
      }
    }
  }
  return out
}
