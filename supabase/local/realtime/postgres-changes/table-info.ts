import type { PGliteInterface } from '@electric-sql/pglite'

export type ColumnInfo = { name: string; type: string; sqlType: string }

export type TableInfo = {
  relid: number
  schema: string
  table: string
  rls: boolean
  columns: ColumnInfo[]
  types: Map<string, string>
  primaryKey: string[]
  // Columns an UPDATE or DELETE carries in old_record (REPLICA IDENTITY).
  identity: string[]
}

const tableSql = `
select n.nspname as schema, c.relname as table, c.relrowsecurity as rls, c.relreplident as replident,
  coalesce((
    select json_agg(json_build_object('name', a.attname, 'type', t.typname,
      'sqlType', format_type(a.atttypid, a.atttypmod)) order by a.attnum)
    from pg_attribute a join pg_type t on t.oid = a.atttypid
    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  ), '[]') as columns,
  coalesce((
    select json_agg(a.attname order by array_position(i.indkey::int2[], a.attnum))
    from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
    where i.indrelid = c.oid and i.indisprimary
  ), '[]') as primary_key,
  coalesce((
    select json_agg(a.attname order by array_position(i.indkey::int2[], a.attnum))
    from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
    where i.indrelid = c.oid and i.indisreplident
  ), '[]') as replident_index
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where c.oid = $1`

type TableRow = {
  schema: string
  table: string
  rls: boolean
  replident: string
  columns: ColumnInfo[]
  primary_key: string[]
  replident_index: string[]
}

export type TableInfoCache = {
  get: (relid: number) => Promise<TableInfo | null>
  // The info if already loaded: lets a change be checked in the same tick it is notified.
  peek: (relid: number) => TableInfo | undefined
  // Loads every table of the publication.
  warm: (publication: string) => Promise<void>
  // Column names `role` may SELECT (has_column_privilege), empty for an unknown role.
  selectable: (info: TableInfo, role: string) => Promise<Set<string>>
  clear: () => void
}

// Catalog facts per published table, kept until the next DDL notification.
export function createTableInfoCache(pg: PGliteInterface): TableInfoCache {
  let tables = new Map<number, Promise<TableInfo | null>>()
  let loaded = new Map<number, TableInfo>()
  let privileges = new Map<string, Promise<Set<string>>>()
  const get = (relid: number) => {
    let info = tables.get(relid)
    if (!info) {
      const into = loaded
      info = loadTable(pg, relid)
      info.then(
        (table) => table && into.set(relid, table),
        () => tables.delete(relid),
      )
      tables.set(relid, info)
    }
    return info
  }
  return {
    get,
    peek: (relid) => loaded.get(relid),
    warm: async (publication) => {
      const { rows } = await pg.query<{ relid: number }>(
        `select format('%I.%I', schemaname, tablename)::regclass::oid::int as relid
         from pg_publication_tables where pubname = $1`,
        [publication],
      )
      await Promise.all(rows.map((r) => get(r.relid)))
    },
    selectable: (info, role) => {
      const key = `${info.relid}:${role}`
      let columns = privileges.get(key)
      if (!columns) {
        columns = loadPrivileges(pg, info.relid, role)
        privileges.set(key, columns)
      }
      return columns
    },
    clear: () => {
      tables = new Map()
      loaded = new Map()
      privileges = new Map()
    },
  }
}

async function loadTable(pg: PGliteInterface, relid: number): Promise<TableInfo | null> {
  const { rows } = await pg.query<TableRow>(tableSql, [relid])
  const row = rows[0]
  if (!row) return null
  const all = row.columns.map((c) => c.name)
  const identity =
    row.replident === 'f'
      ? all
      : row.replident === 'i'
        ? row.replident_index
        : row.replident === 'n'
          ? []
          : row.primary_key
  return {
    relid,
    schema: row.schema,
    table: row.table,
    rls: row.rls,
    columns: row.columns,
    types: new Map(row.columns.map((c) => [c.name, c.type])),
    primaryKey: row.primary_key,
    identity,
  }
}

async function loadPrivileges(pg: PGliteInterface, relid: number, role: string) {
  try {
    const { rows } = await pg.query<{ name: string }>(
      `select a.attname as name from pg_attribute a
       where a.attrelid = $1 and a.attnum > 0 and not a.attisdropped
         and has_column_privilege($2, a.attrelid, a.attnum, 'SELECT')`,
      [relid, role],
    )
    return new Set(rows.map((r) => r.name))
  } catch {
    return new Set<string>()
  }
}
