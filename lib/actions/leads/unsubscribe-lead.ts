import 'server-only'

import { leadIdFromToken } from '@/lib/leads/unsubscribe-link'
import { markLeadUnsubscribed } from '@/lib/leads/mark-unsubscribed'
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
  const result = await markLeadUnsubscribed(createAdminClient(), leadId)
  if (result.outcome === 'failed') {
    console.error('Unsubscribe failed', result.message)
    return 'failed'
  }
  return result.outcome === 'missing' ? 'invalid' : 'unsubscribed'
}
