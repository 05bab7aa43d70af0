import type { SupabaseClient } from '@supabase/supabase-js'

import type { Database, Json } from '@/lib/supabase/database.types'

export type PrivacyEvent = 'data_export' | 'account_deletion'

/** The audit_log table_name under which self-service privacy requests are recorded. */
const PRIVACY_AUDIT_TABLE = 'privacy_requests'

/**
 * Records a member's privacy request in audit_log. Only a trigger writes that table and members
 * have no insert policy, so this takes the service-role client. The details must hold no
 * personal data: the log outlives a deleted account.
 */
export async function recordPrivacyEvent(
  admin: SupabaseClient<Database>,
  userId: string,
  event: PrivacyEvent,
  details: Record<string, Json> = {},
): Promise<void> {
  const { error } = await admin.from('audit_log').insert({
    actor_id: userId,
    actor_role: 'authenticated',
    table_name: PRIVACY_AUDIT_TABLE,
    row_id: userId,
    action: 'INSERT',
    after: { event, ...details },
  })
  if (error) throw new Error(`Could not record the ${event}: ${error.message}`)
}
