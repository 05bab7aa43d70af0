'use server'

import { adminAction } from '@/lib/actions/action'
import { fail, ok } from '@/lib/actions/result'
import { signOutEverywhereSchema } from '@/lib/validation/admin-security'

/**
 * Ends every session of one account (admin_sign_out_everywhere: admins only in SQL, recorded in
 * the audit log): its refresh tokens stop working at once, its access tokens at their expiry.
 */
export const signOutEverywhereAction = adminAction(
  signOutEverywhereSchema,
  async ({ userId }, { supabase }) => {
    const { data, error } = await supabase.rpc('admin_sign_out_everywhere', {
      target_user_id: userId,
    })
    if (error?.code === 'P0002') return fail('That account no longer exists.')
    if (error) return fail('The account could not be signed out. Please try again.')
    return ok({ sessionsEnded: data })
  },
)
