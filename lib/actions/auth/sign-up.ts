'use server'

import { publicAction } from '@/lib/actions/action'
import { authFailure } from '@/lib/actions/auth/auth-failure'
import { fail, ok } from '@/lib/actions/result'
import { keepReturnPath } from '@/lib/auth/keep-return-path'
import { SIGN_UP_RETURN_PATH_MAX_AGE } from '@/lib/auth/return-path'
import { TOO_MANY_ATTEMPTS } from '@/lib/auth/sign-in-attempts'
import { serverEnv } from '@/lib/env.server'
import { actionClientAddress } from '@/lib/http/action-client-address'
import { emailSubject, rateLimiters } from '@/lib/http/rate-limit'
import { requestOrigin } from '@/lib/http/request-origin'
import { checkCaptcha } from '@/lib/http/turnstile'
import { createClient } from '@/lib/supabase/server'
import { meetsPasswordPolicy, signUpActionSchema } from '@/lib/validation/auth'

/**
 * Creates the account; Supabase emails a confirmation link back to the site root. Limited per
 * client address and per email, behind the same captcha hook as the lead and contact forms. A
 * password the policy refuses still goes to Supabase Auth, whose message and reasons the form
 * shows; it counts against the address only if Auth took it after all (a project whose policy
 * is looser than PASSWORD_RULES), since a refusal sends no mail. Where the visitor was heading
 * (`next`) waits in the return-path cookie, so following the link in this browser ends there.
 */
export const signUpAction = publicAction(
  signUpActionSchema,
  async ({ fullName, email, password, captchaToken, next }) => {
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
    const countEmail = () => rateLimiters.signUpEmail.hit(emailSubject(email))
    const countedFirst = meetsPasswordPolicy(password)
    if (countedFirst && !(await countEmail()).allowed) return fail(TOO_MANY_ATTEMPTS)

    const origin = await requestOrigin()
    const supabase = await createClient({ clientAddress })
    const { error } = await supabase.auth.signUp({
      email,
      password,
      options: { emailRedirectTo: `${origin}/`, data: { full_name: fullName } },
    })
    if (error) return authFailure(error)
    await keepReturnPath(next, origin, SIGN_UP_RETURN_PATH_MAX_AGE)
    if (!countedFirst) await countEmail()
    return ok(undefined)
  },
)
