import { expect } from 'vitest'

import { cookieJar } from './next-headers'

/**
 * Makes the next server action or cookie-bound read run as this account (signed in through the
 * app's own server client, so its session cookies land in the stand-in cookie jar), or as a
 * signed-out visitor when `email` is null. Needs next/headers mocked with ./next-headers.
 */
export async function actAs(email: string | null, password = '') {
  cookieJar.clear()
  if (!email) return
  const { createClient } = await import('@/lib/supabase/server')
  const { error } = await (await createClient()).auth.signInWithPassword({ email, password })
  expect(error).toBeNull()
}
