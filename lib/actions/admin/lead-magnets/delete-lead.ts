'use server'

import { adminAction } from '@/lib/actions/action'
import { deleteById } from '@/lib/actions/admin/delete-by-id'
import { ok } from '@/lib/actions/result'
import { leadIdSchema } from '@/lib/validation/admin-lead-magnets'

/**
 * Deletes a lead for good (an erasure request): its address, consent and unsubscribe go with it,
 * and its link in past emails stops working. The audit entry keeps who did it, not the address.
 */
export const deleteLeadAction = adminAction(leadIdSchema, async ({ id }, { supabase }) => {
  const removed = await deleteById(
    supabase,
    'leads',
    id,
    'id',
    'lead',
    'The lead could not be deleted. Please try again.',
  )
  if (!removed.ok) return removed
  return ok(undefined)
})
