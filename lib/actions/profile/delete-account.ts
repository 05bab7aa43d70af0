'use server'

import { deleteAccount } from '@/lib/actions/profile/erase-account'
import { memberAction } from '@/lib/actions/action'
import { fail, ok } from '@/lib/actions/result'
import { createAdminClient } from '@/lib/supabase/admin'
import { deleteAccountSchema } from '@/lib/validation/profile'

/** Deletes the caller's own account (typed confirmation), then ends their session. */
export const deleteAccountAction = memberAction(
  deleteAccountSchema,
  async (_input, { supabase, user }) => {
    try {
      await deleteAccount(createAdminClient(), user)
    } catch (error) {
      console.error('Account deletion failed', error)
      return fail('We could not delete your account. Please try again or contact us.')
    }
    // The auth user is gone, so Auth may reject the logout call; the cookies are cleared either way.
    await supabase.auth.signOut()
    return ok(undefined)
  },
)
