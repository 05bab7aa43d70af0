import 'server-only'

import { createAdminClient } from '@/lib/supabase/admin'
import { createPublicClient } from '@/lib/supabase/public'

const UNIQUE_VIOLATION = '23505'

export type RecordedLead = { id: string; isNew: boolean }

/**
 * Inserts the lead as the visitor (RLS checks it). A plain insert, not an upsert: ON CONFLICT
 * needs SELECT on leads, which visitors rightly lack, so a repeat shows up as a unique
 * violation on (email, lead_magnet_id) and keeps the first row and its consent time.
 */
export async function recordLead(input: {
  email: string
  leadMagnetId: string
  sourcePath: string
}): Promise<RecordedLead | null> {
  const { error } = await createPublicClient().from('leads').insert({
    email: input.email,
    lead_magnet_id: input.leadMagnetId,
    source_path: input.sourcePath,
    consent_at: new Date().toISOString(),
  })
  if (error && error.code !== UNIQUE_VIOLATION) {
    console.error('Lead insert failed', error.code, error.message)
    return null
  }
  // The id signs the unsubscribe link; only the service role may read leads back.
  const { data, error: readError } = await createAdminClient()
    .from('leads')
    .select('id')
    .eq('email', input.email)
    .eq('lead_magnet_id', input.leadMagnetId)
    .single()
  if (readError || !data) {
    console.error('Lead lookup failed', readError?.message)
    return null
  }
  return { id: data.id, isNew: !error }
}
