import { safeNextPath } from '@/lib/auth/guards'

/**
 * Google sign-in and sign-up confirmation links return to the site root (spec), so where the
 * visitor was heading travels in this cookie instead of the redirect URL; the proxy reads it
 * once and drops it.
 */
export const RETURN_PATH_COOKIE = 'auth-return-path'

/** Ten minutes: long enough to pick an account at Google, short enough not to linger. */
export const RETURN_PATH_MAX_AGE = 600

/**
 * 24 hours, for a sign-up: its link works for Auth's mailer OTP expiry (`otp_expiry`, an hour in
 * supabase/config.toml, up to a day on a hosted project), and GoTrue clears PKCE flow states
 * after 24 hours, so no confirmation link outlives this.
 */
export const SIGN_UP_RETURN_PATH_MAX_AGE = 86_400

/** Query parameters Supabase Auth returns to the redirect URL: a PKCE code, or why it failed. */
const AUTH_RETURN_PARAMS = ['code', 'error', 'error_code', 'error_description'] as const

/**
 * The /auth/callback URL for an Auth return at the site root (a sign-up confirmation or a Google
 * sign-in), or null when the root was opened without one.
 */
export function rootAuthReturn(
  searchParams: URLSearchParams,
  returnPath: string | undefined,
): string | null {
  if (!searchParams.has('code') && !searchParams.has('error_description')) return null
  const callback = new URLSearchParams()
  for (const key of AUTH_RETURN_PARAMS) {
    const value = searchParams.get(key)
    if (value !== null) callback.set(key, value)
  }
  callback.set('next', safeNextPath(returnPath))
  return `/auth/callback?${callback}`
}
