'use server'

import { adminAction } from '@/lib/actions/action'
import { fail, ok } from '@/lib/actions/result'
import { markLeadUnsubscribed } from '@/lib/leads/mark-unsubscribed'
import { leadIdSchema } from '@/lib/validation/admin-lead-magnets'

/**
 * Unsubscribes a lead for an admin (someone wrote in asking), with the same write as the
 * visitor's own link; one already unsubscribed keeps its first time. Leads appear only in the
 * admin's uncached reads, so no cache tag shows them.
 */
export const unsubscribeLeadAction = adminAction(leadIdSchema, async ({ id }, { supabase }) => {
  const result = await markLeadUnsubscribed(supabase, id)
  if (result.outcome === 'failed') {
    return fail('The lead could not be unsubscribed. Please try again.')
  }
  if (result.outcome === 'missing') return fail('This lead no longer exists.')
  return ok({ alreadyUnsubscribed: result.outcome === 'already' })
})
