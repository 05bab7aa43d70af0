'use server'

import { publicAction } from '@/lib/actions/action'
import { mailRequestAllowed } from '@/lib/actions/auth/mail-request-limit'
import { fail, ok } from '@/lib/actions/result'
import { TOO_MANY_ATTEMPTS } from '@/lib/auth/sign-in-attempts'
import { actionClientAddress } from '@/lib/http/action-client-address'
import { rateLimiters } from '@/lib/http/rate-limit'
import { requestOrigin } from '@/lib/http/request-origin'
import { createClient } from '@/lib/supabase/server'
import { forgotPasswordSchema } from '@/lib/validation/auth'

/**
 * Emails a recovery link that signs the user in and opens the set-new-password form. Limited per
 * client address and per email, since anyone can ask for a reset to any address.
 */
export const requestPasswordResetAction = publicAction(forgotPasswordSchema, async ({ email }) => {
  const clientAddress = await actionClientAddress()
  const limits = {
    perClient: rateLimiters.passwordResetIp,
    perEmail: rateLimiters.passwordResetEmail,
  }
  if (!(await mailRequestAllowed(limits, clientAddress, email))) return fail(TOO_MANY_ATTEMPTS)
  const callback = new URL('/auth/callback', await requestOrigin())
  callback.searchParams.set('next', '/auth/reset')
  const supabase = await createClient({ clientAddress })
  const { error } = await supabase.auth.resetPasswordForEmail(email, {
    redirectTo: callback.toString(),
  })
  return error ? fail(error.message) : ok(undefined)
})
