import 'server-only'

import { isAuthRetryableFetchError } from '@supabase/supabase-js'
import { connection } from 'next/server'
import { cache } from 'react'

import { createClient } from '@/lib/supabase/server'

/** The verified signed-in user for this request (one Auth call however many callers ask). */
export const getCurrentUser = cache(async () => {
  // Per-request by nature: keeps the auth client's clock reads out of any prerender.
  await connection()
  const supabase = await createClient()
  const {
    data: { user },
    error,
  } = await supabase.auth.getUser()
  // Unreachable Auth is an outage, not a signed-out visitor: the error page, not a sign-in form.
  if (isAuthRetryableFetchError(error)) throw new Error('Supabase Auth is unreachable')
  return user
})

/** Whether this request's user is an admin, by the same is_admin() the RLS policies use. */
export const currentUserIsAdmin = cache(async () => {
  const user = await getCurrentUser()
  if (!user) return false
  const supabase = await createClient()
  const { data } = await supabase.rpc('is_admin')
  return data === true
})
