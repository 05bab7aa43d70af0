import 'server-only'

import type { AuthError } from '@supabase/supabase-js'

import { createAdminClient } from '@/lib/supabase/admin'

/** Wrong passwords for one account within the window before it refuses further tries. */
export const MAX_FAILED_SIGN_INS = 10
export const FAILED_SIGN_IN_WINDOW_MINUTES = 15

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.'
export const ACCOUNT_LOCKED = `Too many failed sign-in attempts for this account. Please wait ${FAILED_SIGN_IN_WINDOW_MINUTES} minutes, or reset your password.`

export type FailureReason =
  'invalid_credentials' | 'email_not_confirmed' | 'rate_limited' | 'captcha' | 'error'

export function failureReason(error: Pick<AuthError, 'code' | 'status'>): FailureReason {
  if (error.code === 'invalid_credentials') return 'invalid_credentials'
  if (error.code === 'email_not_confirmed') return 'email_not_confirmed'
  if (error.status === 429) return 'rate_limited'
  if (error.code?.startsWith('captcha')) return 'captcha'
  return 'error'
}

/**
 * Stores one attempt for the admin security page (record_sign_in_attempt finds the account).
 * A failure to record is logged, never shown: it must not decide whether someone signs in.
 */
export async function recordSignInAttempt(attempt: {
  email: string
  clientAddress: string | null
  failure: FailureReason | null
}): Promise<void> {
  const { error } = await createAdminClient().rpc('record_sign_in_attempt', {
    email: attempt.email,
    succeeded: attempt.failure === null,
    ...(attempt.failure ? { failure_reason: attempt.failure } : {}),
    ...(attempt.clientAddress ? { client_address: attempt.clientAddress } : {}),
  })
  if (error) console.error('Sign-in attempt not recorded', error.message)
}

/**
 * Whether this client address has tried too many wrong passwords for this account lately.
 * Counted per account and address, so a stranger's wrong passwords (from elsewhere) never lock
 * the owner out; the per-address limit on sign-ins caps how many addresses one client can use.
 * Counted from the recorded attempts, since the account's last successful sign-in, so one
 * success clears it. Attempts already refused for this reason do not count, or waiting would
 * never end it.
 */
export async function accountLocked(email: string, clientAddress: string | null): Promise<boolean> {
  const admin = createAdminClient()
  const since = new Date(Date.now() - FAILED_SIGN_IN_WINDOW_MINUTES * 60_000).toISOString()
  const normalized = email.trim().toLowerCase()
  const { data: lastSuccess } = await admin
    .from('sign_in_attempts')
    .select('created_at')
    .eq('email', normalized)
    .eq('succeeded', true)
    .gte('created_at', since)
    .order('created_at', { ascending: false })
    .limit(1)
    .maybeSingle()
  const failures = admin
    .from('sign_in_attempts')
    .select('id', { count: 'exact', head: true })
    .eq('email', normalized)
    .eq('failure_reason', 'invalid_credentials')
    .gt('created_at', lastSuccess?.created_at ?? since)
  const { count, error } = await (clientAddress
    ? failures.eq('client_address', clientAddress)
    : failures.is('client_address', null))
  if (error) {
    console.error('Failed sign-ins not counted', error.message)
    return false
  }
  return (count ?? 0) >= MAX_FAILED_SIGN_INS
}
