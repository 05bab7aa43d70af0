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
  const { data } = await supabase
    .from('profiles')
    .select('user_id, full_name, email')
    .in('user_id', ids)
  return new Map(
    (data ?? []).map((profile) => [
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

/** A row's history, newest first: who changed it, when, and which fields. Admins only (RLS). */
export async function getRowHistory(
  supabase: ServerClient,
  table: string,
  rowId: string,
  limit = 20,
): Promise<AuditEntry[]> {
  const { data, error } = await supabase
    .from('audit_log')
    .select('id, action, actor_id, actor_role, before, after, created_at')
    .eq('table_name', table)
    .eq('row_id', rowId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(limit)
  if (error) throw new Error(`Could not load the history: ${error.message}`)
  const rows = (data ?? []) as AuditRow[]
  const names = await actorNames(supabase, [
    ...new Set(rows.flatMap((row) => (row.actor_id ? [row.actor_id] : []))),
  ])
  return rows.map((row) => ({
    id: row.id,
    action: row.action as AuditEntry['action'],
    actorName: actorName(row, names),
    createdAt: row.created_at,
    changes: changedFields(row.before, row.after),
  }))
}

/** The latest change to a row, for "This was changed by X at HH:MM". */
export async function lastChangeOf(supabase: ServerClient, table: string, rowId: string) {
  const [latest] = await getRowHistory(supabase, table, rowId, 1)
  return latest ?? null
}
