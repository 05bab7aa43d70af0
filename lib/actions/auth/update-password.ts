'use server'

import { memberAction } from '@/lib/actions/action'
import { authFailure } from '@/lib/actions/auth/auth-failure'
import { ok } from '@/lib/actions/result'
import { newPasswordSchema } from '@/lib/validation/auth'

/** Sets a new password for the signed-in user (after a recovery link, or from the profile). */
export const updatePasswordAction = memberAction(
  newPasswordSchema,
  async ({ password }, { supabase }) => {
    const { error } = await supabase.auth.updateUser({ password })
    return error ? authFailure(error) : ok(undefined)
  },
)
