'use server'

import { publicAction } from '@/lib/actions/action'
import { fail, ok } from '@/lib/actions/result'
import { TOO_MANY_ATTEMPTS } from '@/lib/auth/sign-in-attempts'
import { serverEnv } from '@/lib/env.server'
import { actionClientAddress } from '@/lib/http/action-client-address'
import { emailSubject, rateLimiters } from '@/lib/http/rate-limit'
import { requestOrigin } from '@/lib/http/request-origin'
import { checkCaptcha } from '@/lib/http/turnstile'
import { createClient } from '@/lib/supabase/server'
import { signUpActionSchema } from '@/lib/validation/auth'

/**
 * Creates the account; Supabase emails a confirmation link back to the site root. Limited per
 * client address and per email, behind the same captcha hook as the lead and contact forms.
 */
export const signUpAction = publicAction(
  signUpActionSchema,
  async ({ fullName, email, password, captchaToken }) => {
    const clientAddress = await actionClientAddress()
    if (clientAddress && !(await rateLimiters.signUpIp.hit(clientAddress)).allowed) {
      return fail(TOO_MANY_ATTEMPTS)
    }
    const captcha = await checkCaptcha({
      secret: serverEnv.TURNSTILE_SECRET_KEY,
      token: captchaToken,
      ...(clientAddress ? { remoteIp: clientAddress } : {}),
    })
    if (!captcha.ok) return fail(captcha.error)
    if (!(await rateLimiters.signUpEmail.hit(emailSubject(email))).allowed)
      return fail(TOO_MANY_ATTEMPTS)

    const supabase = await createClient({ clientAddress })
    const { error } = await supabase.auth.signUp({
      email,
      password,
      options: { emailRedirectTo: `${await requestOrigin()}/`, data: { full_name: fullName } },
    })
    return error ? fail(error.message) : ok(undefined)
  },
)
