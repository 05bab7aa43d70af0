import type { PGliteInterface } from '@electric-sql/pglite'
import { captureSql, changeChannel, ddlChannel } from './capture-sql.ts'

export type Row = Record<string, unknown>

export type Change = {
  seq: number
  relid: number
  schema: string
  table: string
  type: 'INSERT' | 'UPDATE' | 'DELETE'
  // commit_timestamp: UTC, millisecond precision, `Z` (protocol doc C.3).
  ts: string
  new: Row | null
  old: Row | null
}

export type CaptureHandlers = {
  // Called in commit order, synchronously from the notification; large changes parked in the
  // overflow table come as a loader.
  onChange: (change: Change | (() => Promise<Change | null>)) => void
  onDdl: () => void
}

export async function installCapture(pg: PGliteInterface, publication: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(publication)) throw new Error(`Bad publication ${publication}`)
  await pg.exec(captureSql(publication))
}

// Subscribes to the capture notifications; returns the unsubscribe function.
export async function listenForChanges(
  pg: PGliteInterface,
  handlers: CaptureHandlers,
): Promise<() => Promise<void>> {
  const unlistenChanges = await pg.listen(changeChannel, (payload) => {
    const parsed = JSON.parse(payload) as Change | { overflow: number }
    if ('overflow' in parsed) handlers.onChange(() => takeOverflow(pg, parsed.overflow))
    else handlers.onChange(parsed)
  })
  const unlistenDdl = await pg.listen(ddlChannel, () => handlers.onDdl())
  return async () => {
    await unlistenChanges()
    await unlistenDdl()
  }
}

async function takeOverflow(pg: PGliteInterface, id: number): Promise<Change | null> {
  const { rows } = await pg.query<{ payload: string }>(
    'delete from realtime.local_change_overflow where id = $1 returning payload',
    [id],
  )
  return rows[0] ? (JSON.parse(rows[0].payload) as Change) : null
}
