'use server'

import { memberAction } from '@/lib/actions/action'
import { fail, ok } from '@/lib/actions/result'
import { newPasswordSchema } from '@/lib/validation/auth'

/** Sets a new password for the signed-in user (after a recovery link, or from the profile). */
export const updatePasswordAction = memberAction(
  newPasswordSchema,
  async ({ password }, { supabase }) => {
    const { error } = await supabase.auth.updateUser({ password })
    return error ? fail(error.message) : ok(undefined)
  },
)
