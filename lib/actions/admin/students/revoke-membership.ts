'use server'

import { adminAction } from '@/lib/actions/action'
import { fail, ok } from '@/lib/actions/result'
import { revokeMembershipSchema } from '@/lib/validation/admin-students'

/**
 * Ends an active membership now. The row is kept (cancelled, with its end time) so the account's
 * history still shows it; members-only resources stop at the next request.
 */
export const revokeMembershipAction = adminAction(
  revokeMembershipSchema,
  async ({ userId, membershipId }, { supabase }) => {
    const { data, error } = await supabase
      .from('memberships')
      .update({ status: 'cancelled', ends_at: new Date().toISOString() })
      .eq('id', membershipId)
      .eq('user_id', userId)
      .eq('status', 'active')
      .select('id')
    if (error) return fail('The membership could not be revoked.')
    if (!data || data.length === 0) return fail('This membership is no longer active.')
    return ok(undefined)
  },
)
