import 'server-only'

import { leadIdFromToken } from '@/lib/leads/unsubscribe-link'
import { createAdminClient } from '@/lib/supabase/admin'

export type UnsubscribeResult = 'unsubscribed' | 'invalid' | 'failed'

/**
 * Marks the signed lead as unsubscribed. Visitors cannot update leads under RLS, and the link's
 * signature is the proof of ownership, so this uses the service role for that one row.
 * Repeating it keeps the first unsubscribe time.
 */
export async function unsubscribeLead(
  token: string | null | undefined,
): Promise<UnsubscribeResult> {
  const leadId = leadIdFromToken(token)
  if (!leadId) return 'invalid'
  const admin = createAdminClient()
  const { data, error } = await admin
    .from('leads')
    .update({ unsubscribed_at: new Date().toISOString() })
    .eq('id', leadId)
    .is('unsubscribed_at', null)
    .select('id')
  if (error) {
    console.error('Unsubscribe failed', error.message)
    return 'failed'
  }
  if (data.length > 0) return 'unsubscribed'
  const { data: existing, error: readError } = await admin
    .from('leads')
    .select('id')
    .eq('id', leadId)
    .maybeSingle()
  if (readError) return 'failed'
  return existing ? 'unsubscribed' : 'invalid'
}
