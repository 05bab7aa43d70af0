import type { Change, Row } from './capture.ts'
import type { TableInfo } from './table-info.ts'

export type ChangeData = Record<string, unknown>

// Rows over 1 MB keep only values of at most 64 bytes (protocol doc C.3).
const maxRecordBytes = 1024 * 1024
const maxValueBytesWhenOversize = 64

// The `data` of a postgres_changes push as one role may see it: columns it may SELECT, the new
// record, and the old record limited to the replica identity (primary key only for DELETEs on
// RLS tables, which cannot be checked against policies).
export function buildChangeData(
  info: TableInfo,
  change: Change,
  selectable: Set<string>,
  projection: string[] | null,
): ChangeData {
  const keep = (name: string) =>
    selectable.has(name) &&
    (!projection || projection.includes(name) || info.primaryKey.includes(name))
  const oversize = JSON.stringify(change).length > maxRecordBytes
  const pick = (row: Row | null, names: (name: string) => boolean) => {
    const picked: Row = {}
    for (const [name, value] of Object.entries(row ?? {})) {
      if (!names(name)) continue
      if (oversize && JSON.stringify(value).length > maxValueBytesWhenOversize) continue
      picked[name] = value
    }
    return picked
  }
  const data: ChangeData = {
    schema: change.schema,
    table: change.table,
    commit_timestamp: change.ts,
    type: change.type,
    columns: info.columns.filter((c) => keep(c.name)).map((c) => ({ name: c.name, type: c.type })),
  }
  if (change.type !== 'DELETE') data.record = pick(change.new, keep)
  if (change.type !== 'INSERT') {
    const identity = change.type === 'DELETE' && info.rls ? info.primaryKey : info.identity
    data.old_record = pick(change.old, (name) => keep(name) && identity.includes(name))
  }
  data.errors = oversize ? ['Error 413: Payload Too Large'] : null
  return data
}

// Sent instead of the row when the role may not read the primary key or the table has none.
export function changeError(change: Change, error: string): ChangeData {
  return {
    schema: change.schema,
    table: change.table,
    commit_timestamp: change.ts,
    type: change.type,
    columns: [],
    errors: [error],
  }
}

// What filters are evaluated against: the new row, or for a DELETE its replica identity.
export function filterRow(info: TableInfo, change: Change): Row | null {
  if (change.type !== 'DELETE') return change.new
  const row: Row = {}
  for (const name of info.identity)
    if (change.old && name in change.old) row[name] = change.old[name]
  return row
}
