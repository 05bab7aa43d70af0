'use server'

import { publicAction } from '@/lib/actions/action'
import { ok } from '@/lib/actions/result'
import { getActiveLeadMagnet } from '@/lib/data/lead-magnets'
import { emailSubject, rateLimiters } from '@/lib/http/rate-limit'
import { sendGuide } from '@/lib/leads/send-guide'
import { leadIdFromToken } from '@/lib/leads/unsubscribe-link'
import { createAdminClient } from '@/lib/supabase/admin'
import { unsubscribeTokenSchema } from '@/lib/validation/leads'

export type ResubscribeResult = 'sent' | 'resubscribed' | 'invalid' | 'failed'

/**
 * The explicit opt-in again after an unsubscribe: only the holder of the signed link from the
 * address's own email can do it (the home page form never mails an unsubscribed address). It
 * records a new consent time and sends the guide again, within the per-address email limit.
 */
export const resubscribeLeadAction = publicAction(unsubscribeTokenSchema, async ({ token }) => {
  const leadId = leadIdFromToken(token)
  if (!leadId) return ok<ResubscribeResult>('invalid')
  const { data: lead, error } = await createAdminClient()
    .from('leads')
    .update({ unsubscribed_at: null, consent_at: new Date().toISOString() })
    .eq('id', leadId)
    .select('id, email, lead_magnet_id')
    .maybeSingle()
  if (error) {
    console.error('Resubscribe failed', error.message)
    return ok<ResubscribeResult>('failed')
  }
  if (!lead) return ok<ResubscribeResult>('invalid')

  const magnet = await getActiveLeadMagnet()
  if (!magnet || magnet.id !== lead.lead_magnet_id) return ok<ResubscribeResult>('resubscribed')
  if (!(await rateLimiters.leadEmail.hit(emailSubject(lead.email))).allowed) {
    return ok<ResubscribeResult>('resubscribed')
  }
  const sent = await sendGuide(lead.email, lead.id, magnet)
  return ok<ResubscribeResult>(sent ? 'sent' : 'resubscribed')
})
