'use server'

import { publicAction } from '@/lib/actions/action'
import { requestOrigin } from '@/lib/http/request-origin'
import { fail, ok } from '@/lib/actions/result'
import { forgotPasswordSchema } from '@/lib/validation/auth'

/** Emails a recovery link that signs the user in and opens the set-new-password form. */
export const requestPasswordResetAction = publicAction(
  forgotPasswordSchema,
  async ({ email }, { supabase }) => {
    const callback = new URL('/auth/callback', await requestOrigin())
    callback.searchParams.set('next', '/auth/reset')
    const { error } = await supabase.auth.resetPasswordForEmail(email, {
      redirectTo: callback.toString(),
    })
    return error ? fail(error.message) : ok(undefined)
  },
)
