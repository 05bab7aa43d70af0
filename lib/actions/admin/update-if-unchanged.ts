import 'server-only'

import type { SupabaseClient } from '@supabase/supabase-js'

import { conflictFailure, fail, ok, type ActionResult } from '@/lib/actions/result'
import { lastChangeOf } from '@/lib/data/admin/audit'
import type { createClient } from '@/lib/supabase/server'

type ServerClient = Awaited<ReturnType<typeof createClient>>

/** Tables an admin editor saves with optimistic concurrency (each has `id` and `updated_at`). */
export type EditableTable =
  | 'articles'
  | 'resources'
  | 'quizzes'
  | 'testimonials'
  | 'jobs'
  | 'job_applications'
  | 'orders'
  | 'messages'
  | 'site_promotions'
  | 'lead_magnets'
  | 'services'

type Row = Record<string, unknown> & { id: string; updated_at: string }

/**
 * Updates one row only if nobody saved it since the editor loaded it: `updated_at` is part of the
 * update's filter, so a concurrent save makes this update match nothing instead of overwriting
 * it. Then the current row and its last editor (from the audit log) come back as a conflict for
 * the editor to show beside the admin's own version.
 */
export async function updateIfUnchanged(
  supabase: ServerClient,
  table: EditableTable,
  id: string,
  expectedUpdatedAt: string,
  values: Record<string, unknown>,
): Promise<ActionResult<Row>> {
  // The table name is a runtime value, so this one query goes through the untyped client; the
  // callers' zod schemas have already shaped `values` for the table.
  const client = supabase as unknown as SupabaseClient
  const updated = await client
    .from(table)
    .update(values)
    .eq('id', id)
    .eq('updated_at', expectedUpdatedAt)
    .select('*')
    .maybeSingle<Row>()
  if (updated.error) return fail(`Could not save: ${updated.error.message}`)
  if (updated.data) return ok(updated.data)

  const current = await client.from(table).select('*').eq('id', id).maybeSingle<Row>()
  if (current.error) return fail(`Could not save: ${current.error.message}`)
  if (!current.data) return fail('This item no longer exists. It may have been deleted.')
  const change = await lastChangeOf(supabase, table, id)
  return conflictFailure({
    changedBy: change?.actorName ?? 'another admin',
    changedAt: current.data.updated_at,
    current: current.data,
  })
}
