import { expect } from 'vitest'

import { cookieJar } from '../../../support/next-headers'
import { invalidatedTags } from '../../../support/next-cache'

export const ADMIN_ID = 'a0000000-0000-4000-8000-000000000001'
export const MEMBER_ID = 'a0000000-0000-4000-8000-000000000002'
export const STUDENT_ID = 'a0000000-0000-4000-8000-000000000003'

export const ADMIN = { email: 'admin@scholarlysupport.co', password: 'AdminPass123' }
export const STUDENT = { email: 'student@scholarlysupport.co', password: 'StudentPass123' }
export const MEMBER = { email: 'member@scholarlysupport.co', password: 'MemberPass123' }

export type Account = { email: string; password: string } | null

/** Signs the stand-in request's cookie jar in as the account (or out, for null). */
export async function actAs(account: Account) {
  cookieJar.clear()
  invalidatedTags.length = 0
  if (!account) return
  const { createClient } = await import('@/lib/supabase/server')
  const { error } = await (await createClient()).auth.signInWithPassword(account)
  expect(error).toBeNull()
}

/** The three callers every admin action is tried as, with the refusal each one gets. */
export const nonAdmins: [string, Account, string][] = [
  ['anon', null, 'No user logged in'],
  ['a signed-in user', STUDENT, 'admin access'],
]
