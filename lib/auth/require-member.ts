import 'server-only'

import type { User } from '@supabase/supabase-js'
import { redirect } from 'next/navigation'

import { getCurrentUser } from '@/lib/auth/current-user'

/**
 * The signed-in user, or a redirect to sign in. proxy.ts already sends signed-out visitors away
 * with the exact `next`; this is the server's own check behind it (prefetches skip the proxy).
 */
export async function requireMember(next = '/dashboard'): Promise<User> {
  const user = await getCurrentUser()
  if (!user) redirect(`/auth?next=${encodeURIComponent(next)}`)
  return user
}
