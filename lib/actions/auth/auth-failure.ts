import { isAuthWeakPasswordError, type AuthError } from '@supabase/supabase-js'

import { fail } from '@/lib/actions/result'

/** Marks the password field when Supabase Auth's message (in the toast) says why it is weak. */
export const WEAK_PASSWORD = 'Choose a password that meets the requirements below.'

/** Supabase Auth's refusal as a form shows it: the provider's own message, as the spec asks. */
export function authFailure(error: AuthError) {
  return isAuthWeakPasswordError(error)
    ? fail(error.message, { password: [WEAK_PASSWORD] })
    : fail(error.message)
}
