import 'server-only'

import type { SupabaseClient } from '@supabase/supabase-js'

import type { DateRange } from '@/lib/data/admin/date-range'
import type { SearchParamsRecord } from '@/lib/data/admin/list-params'
import type { Database } from '@/lib/supabase/database.types'

type Client = SupabaseClient<Database>

/** The actor filter's value for changes made without a signed-in user (service role, triggers). */
export const SYSTEM_ACTOR = 'system'

/** An actor of admin_audit_actors; name and email are null without a profile (a left join). */
type AuditActor = { actor_id: string; full_name: string | null; email: string | null }

/** An actor as the filter names them: name and email, either alone, or a deleted account's id. */
export function auditActorLabel({ actor_id, full_name, email }: AuditActor): string {
  const name = full_name?.trim()
  if (name && email) return `${name} (${email})`
  return name || email || `A deleted account (${actor_id.slice(0, 8)}…)`
}

export type AuditActorChoice = { value: string; label: string }

/** How many accounts besides the admins the "Who" filter offers (issue 16: not every student). */
export const AUDIT_ACTOR_CHOICES = 50
/** How many accounts a search for an actor shows. */
export const AUDIT_ACTOR_MATCHES = 20

const KIND_SUFFIX: Record<string, string> = { admin: ', admin', 'former admin': ', former admin' }

/**
 * The audit log's "Who" choices: changes made without an account, the current and former admins,
 * the AUDIT_ACTOR_CHOICES accounts that changed something most recently in the range (by name),
 * and the chosen actor whoever it is, so the filter in the URL always shows as selected.
 */
export async function auditActors(
  supabase: Client,
  range: Pick<DateRange, 'from' | 'to'>,
  selected?: string,
): Promise<AuditActorChoice[]> {
  const { data, error } = await supabase.rpc('admin_audit_actors', {
    from_date: range.from,
    to_date: range.to,
    max_others: AUDIT_ACTOR_CHOICES,
    ...(selected && selected !== SYSTEM_ACTOR ? { selected } : {}),
  })
  if (error) throw new Error(`Could not load the audit log's actors: ${error.message}`)
  return [
    { value: SYSTEM_ACTOR, label: 'The system (no account)' },
    ...data.map((actor) => ({
      value: actor.actor_id,
      label: auditActorLabel(actor) + (KIND_SUFFIX[actor.kind] ?? ''),
    })),
  ]
}

/** The `who` param: a name or email to find an actor by, trimmed; empty when absent. */
export function auditActorSearch(searchParams: SearchParamsRecord): string {
  const raw = searchParams.who
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? ''
  return value.slice(0, 200)
}

/**
 * Accounts the log names as actors whose name or email contains `term`, by name; `more` when
 * there are more than AUDIT_ACTOR_MATCHES (the admin types more of it).
 */
export async function searchAuditActors(
  supabase: Client,
  term: string,
): Promise<{ matches: AuditActorChoice[]; more: boolean }> {
  if (!term.trim()) return { matches: [], more: false }
  const { data, error } = await supabase.rpc('admin_search_audit_actors', {
    search: term,
    max_rows: AUDIT_ACTOR_MATCHES + 1,
  })
  if (error) throw new Error(`Could not load the matching actors: ${error.message}`)
  return {
    matches: data
      .slice(0, AUDIT_ACTOR_MATCHES)
      .map((actor) => ({ value: actor.actor_id, label: auditActorLabel(actor) })),
    more: data.length > AUDIT_ACTOR_MATCHES,
  }
}
