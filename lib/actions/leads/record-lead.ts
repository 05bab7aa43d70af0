import 'server-only'

import { createAdminClient } from '@/lib/supabase/admin'

export type RecordedLead = { id: string; unsubscribed: boolean }

/**
 * Stores a validated lead with the service role (visitors cannot insert leads through the REST
 * API, so the route's validation, captcha and rate limits cannot be skipped). A repeat keeps the
 * first row, its consent time and its unsubscribe state; the caller decides whether to mail.
 */
export async function recordLead(input: {
  email: string
  leadMagnetId: string
  sourcePath: string
}): Promise<RecordedLead | null> {
  const admin = createAdminClient()
  const { data: inserted, error } = await admin
    .from('leads')
    .upsert(
      {
        email: input.email,
        lead_magnet_id: input.leadMagnetId,
        source_path: input.sourcePath,
        consent_at: new Date().toISOString(),
      },
      { onConflict: 'email,lead_magnet_id', ignoreDuplicates: true },
    )
    .select('id')
  if (error) {
    console.error('Lead insert failed', error.code, error.message)
    return null
  }
  const created = inserted[0]
  if (created) return { id: created.id, unsubscribed: false }

  const { data: existing, error: readError } = await admin
    .from('leads')
    .select('id, unsubscribed_at')
    .eq('email', input.email)
    .eq('lead_magnet_id', input.leadMagnetId)
    .single()
  if (readError || !existing) {
    console.error('Lead lookup failed', readError?.message)
    return null
  }
  return { id: existing.id, unsubscribed: existing.unsubscribed_at !== null }
}
