import 'server-only'

import type { createClient } from '@/lib/supabase/server'

type ServerClient = Awaited<ReturnType<typeof createClient>>

/** One change to a row, as the audit trigger recorded it, with the actor's name. */
export type AuditEntry = {
  id: number
  action: 'INSERT' | 'UPDATE' | 'DELETE'
  actorName: string
  createdAt: string
  changes: { field: string; before: unknown; after: unknown }[]
  /** What the entry is about when it is a related row, not the editor's own (`question 2 (…)`). */
  subject?: string
}

/** Columns every change touches or that are derived: not worth showing in a history. */
const NOISE = new Set(['updated_at', 'search', 'reading_time_minutes'])

export type AuditRow = {
  id: number
  action: string
  actor_id: string | null
  actor_role: string | null
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
  created_at: string
}

/** The fields that differ between a row's two versions (every field of a created or deleted row). */
export function changedFields(before: AuditRow['before'], after: AuditRow['after']) {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])
  return [...keys]
    .filter((key) => !NOISE.has(key))
    .filter((key) => JSON.stringify(before?.[key]) !== JSON.stringify(after?.[key]))
    .map((field) => ({ field, before: before?.[field] ?? null, after: after?.[field] ?? null }))
}

/** Display names of the given accounts (full name, else email), read with the admin's session. */
export async function actorNames(supabase: ServerClient, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>()
  const { data, error } = await supabase
    .from('profiles')
    .select('user_id, full_name, email')
    .in('user_id', ids)
  // Without this, a failed read would show every actor as "a deleted account".
  if (error) throw new Error(`Could not load the actors' names: ${error.message}`)
  return new Map(
    data.map((profile) => [
      profile.user_id,
      profile.full_name?.trim() || profile.email || 'an admin',
    ]),
  )
}

/** Who an audit entry names: the account's display name, or the database role that wrote it. */
export function actorName(
  row: Pick<AuditRow, 'actor_id' | 'actor_role'>,
  names: Map<string, string>,
) {
  if (row.actor_id) return names.get(row.actor_id) ?? 'a deleted account'
  return row.actor_role === 'service_role' ? 'the system' : (row.actor_role ?? 'the system')
}

/** An audit row as an entry a history shows: its action, who made it, when, and what changed. */
export function auditEntry(row: AuditRow, names: Map<string, string>): AuditEntry {
  return {
    id: row.id,
    action: row.action as AuditEntry['action'],
    actorName: actorName(row, names),
    createdAt: row.created_at,
    changes: changedFields(row.before, row.after),
  }
}

/**
 * The history of several rows at once, newest first: each (table, row id) pair of `tables` and
 * `rowIds` (row ids are uuids, so a row id never names a row of another of the tables).
 * `subjectOf` names what an entry is about when that is not the editor's own row. Admins only (RLS).
 */
export async function getRowsHistory(
  supabase: ServerClient,
  tables: string[],
  rowIds: string[],
  {
    limit = 20,
    subjectOf,
  }: {
    limit?: number
    subjectOf?: (row: { table_name: string; row_id: string }) => string | undefined
  } = {},
): Promise<AuditEntry[]> {
  const { data, error } = await supabase
    .from('audit_log')
    .select('id, action, actor_id, actor_role, before, after, created_at, table_name, row_id')
    .in('table_name', tables)
    .in('row_id', rowIds)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(limit)
  if (error) throw new Error(`Could not load the history: ${error.message}`)
  const rows = (data ?? []) as (AuditRow & { table_name: string; row_id: string })[]
  const names = await actorNames(supabase, [
    ...new Set(rows.flatMap((row) => (row.actor_id ? [row.actor_id] : []))),
  ])
  return rows.map((row) => {
    const subject = subjectOf?.(row)
    return { ...auditEntry(row, names), ...(subject ? { subject } : {}) }
  })
}

/** A row's history, newest first: who changed it, when, and which fields. Admins only (RLS). */
export function getRowHistory(
  supabase: ServerClient,
  table: string,
  rowId: string,
  limit = 20,
): Promise<AuditEntry[]> {
  return getRowsHistory(supabase, [table], [rowId], { limit })
}

/** The latest change to a row, for "This was changed by X at HH:MM". */
export async function lastChangeOf(supabase: ServerClient, table: string, rowId: string) {
  const [latest] = await getRowHistory(supabase, table, rowId, 1)
  return latest ?? null
}
