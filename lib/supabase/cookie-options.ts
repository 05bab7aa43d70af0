import type { CookieOptionsWithName } from '@supabase/ssr'

/**
 * Options for the auth cookies @supabase/ssr writes. They cannot be HttpOnly: the browser client
 * reads the session from them. Lax keeps them off cross-site POSTs; Secure in production.
 */
export const authCookieOptions: CookieOptionsWithName = {
  path: '/',
  sameSite: 'lax',
  secure: process.env.NODE_ENV === 'production',
}
