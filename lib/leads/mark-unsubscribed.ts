import 'server-only'

import type { SupabaseClient } from '@supabase/supabase-js'

import type { Database } from '@/lib/supabase/database.types'

export type MarkUnsubscribedResult =
  { outcome: 'unsubscribed' | 'already' | 'missing' } | { outcome: 'failed'; message: string }

/**
 * The one write an unsubscribe makes, whether the visitor's signed link or an admin asked for it:
 * unsubscribed_at set while it is still null, and nothing else. A repeat matches no row, so the
 * first time stays and the row is not rewritten (no new updated_at, no audit entry).
 */
export async function markLeadUnsubscribed(
  client: SupabaseClient<Database>,
  leadId: string,
): Promise<MarkUnsubscribedResult> {
  const { data, error } = await client
    .from('leads')
    .update({ unsubscribed_at: new Date().toISOString() })
    .eq('id', leadId)
    .is('unsubscribed_at', null)
    .select('id')
  if (error) return { outcome: 'failed', message: error.message }
  if (data.length > 0) return { outcome: 'unsubscribed' }
  const { data: existing, error: readError } = await client
    .from('leads')
    .select('id')
    .eq('id', leadId)
    .maybeSingle()
  if (readError) return { outcome: 'failed', message: readError.message }
  return { outcome: existing ? 'already' : 'missing' }
}
