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
 * Sends the sign-up confirmation email again, for someone told "Email not confirmed" at sign-in.
 * Counted with sign-ups (per client address and per email), since each one mails that address.
 * The answer is the same whether or not the address has an account waiting. Supabase resends in
 * the implicit flow (no code for the server to exchange), so the link confirms the address and
 * comes back to the sign-in page, where the password then works.
 */
export const resendConfirmationAction = publicAction(forgotPasswordSchema, async ({ email }) => {
  const clientAddress = await actionClientAddress()
  const limits = { perClient: rateLimiters.signUpIp, perEmail: rateLimiters.signUpEmail }
  if (!(await mailRequestAllowed(limits, clientAddress, email))) return fail(TOO_MANY_ATTEMPTS)
  const supabase = await createClient({ clientAddress })
  const { error } = await supabase.auth.resend({
    type: 'signup',
    email,
    options: { emailRedirectTo: `${await requestOrigin()}/auth?confirmed=1` },
  })
  return error ? fail(error.message) : ok(undefined)
})
