'use server'

import { publicAction } from '@/lib/actions/action'
import { fail, ok } from '@/lib/actions/result'
import {
  ACCOUNT_LOCKED,
  accountLocked,
  failureReason,
  recordSignInAttempt,
  TOO_MANY_ATTEMPTS,
} from '@/lib/auth/sign-in-attempts'
import { actionClientAddress } from '@/lib/http/action-client-address'
import { rateLimiters } from '@/lib/http/rate-limit'
import { createClient } from '@/lib/supabase/server'
import { signInSchema } from '@/lib/validation/auth'

/**
 * Signs in with email and password; the session cookies ride back on this response. Limited
 * per client address, and per account and address (wrong passwords), and every attempt is recorded.
 */
export const signInAction = publicAction(signInSchema, async ({ email, password }) => {
  const clientAddress = await actionClientAddress()
  const refuse = async (message: string) => {
    await recordSignInAttempt({ email, clientAddress, failure: 'rate_limited' })
    return fail(message)
  }
  if (clientAddress && !(await rateLimiters.signInIp.hit(clientAddress)).allowed) {
    return refuse(TOO_MANY_ATTEMPTS)
  }
  if (await accountLocked(email, clientAddress)) return refuse(ACCOUNT_LOCKED)

  const supabase = await createClient({ clientAddress })
  const { error } = await supabase.auth.signInWithPassword({ email, password })
  await recordSignInAttempt({ email, clientAddress, failure: error ? failureReason(error) : null })
  return error ? fail(error.message) : ok(undefined)
})
