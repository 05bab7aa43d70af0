import 'server-only'

import type { User } from '@supabase/supabase-js'
import { redirect } from 'next/navigation'

import { currentUserIsAdmin, getCurrentUser } from '@/lib/auth/current-user'

/**
 * The signed-in admin, or a redirect to the admin sign-in page (which tells a signed-in
 * non-admin that their account has no admin access). proxy.ts checks first; this is the admin
 * layout's own check behind it, and RLS decides every query after both.
 */
export async function requireAdmin(): Promise<User> {
  const user = await getCurrentUser()
  if (!user || !(await currentUserIsAdmin())) redirect('/admin-auth')
  return user
}
