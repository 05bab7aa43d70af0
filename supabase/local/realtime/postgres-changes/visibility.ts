import type { PGliteInterface } from '@electric-sql/pglite'
import { withRole } from '../../db/with-role.ts'
import type { Access } from '../channels/access-token.ts'
import type { Row } from './capture.ts'
import type { TableInfo } from './table-info.ts'

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`

// Whether the row (by primary key) is visible to the subscriber: a SELECT run as their role with
// their claims, so the table's RLS policies decide, as Realtime does per change (protocol doc C.3).
export async function canSelectRow(
  pg: PGliteInterface,
  info: TableInfo,
  row: Row,
  access: Access,
): Promise<boolean> {
  const types = new Map(info.columns.map((c) => [c.name, c.sqlType]))
  const where = info.primaryKey
    .map((name, i) => `${quoteIdent(name)} = $${i + 1}::text::${types.get(name) ?? 'text'}`)
    .join(' and ')
  const sql = `select 1 from ${quoteIdent(info.schema)}.${quoteIdent(info.table)} where ${where} limit 1`
  const params = info.primaryKey.map((name) => asParam(row[name]))
  try {
    return await withRole(
      pg,
      { role: access.role, claims: access.claims, readOnly: true },
      async (tx) => (await tx.query(sql, params)).rows.length > 0,
    )
  } catch {
    // An unknown role or a policy that errors hides the row, as a failed check does in Realtime.
    return false
  }
}

function asParam(value: unknown): string | null {
  if (value === null || value === undefined) return null
  return typeof value === 'string' ? value : JSON.stringify(value)
}
