'use server'

import { adminAction } from '@/lib/actions/action'
import { fail, ok } from '@/lib/actions/result'
import { leadIdSchema } from '@/lib/validation/admin-lead-magnets'

/**
 * Deletes a lead for good (an erasure request): its address, consent and unsubscribe go with it,
 * and its link in past emails stops working. The audit entry keeps who did it, not the address.
 */
export const deleteLeadAction = adminAction(leadIdSchema, async ({ id }, { supabase }) => {
  const { data, error } = await supabase.from('leads').delete().eq('id', id).select('id')
  if (error) return fail('The lead could not be deleted. Please try again.')
  if (data.length === 0) return fail('This lead no longer exists.')
  return ok(undefined)
})
