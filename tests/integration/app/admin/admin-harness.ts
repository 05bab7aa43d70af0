import { expect } from 'vitest'

import { startSupabaseLocal, type SupabaseLocal } from '@/supabase/local/server.ts'

import { pointAppAtSupabaseLocal } from '../../../support/app-env'
import { invalidatedTags } from '../../../support/next-cache'
import { cookieJar } from '../../../support/next-headers'

export const ADMIN = { email: 'admin@scholarlysupport.co', password: 'AdminPass123' }
export const STUDENT = { email: 'student@scholarlysupport.co', password: 'StudentPass123' }

export type Caller = 'anon' | 'user' | 'admin'

/** The callers of the role matrix, and the failure each non-admin gets. */
export const refusedCallers = [
  ['anon', 'No user logged in'],
  ['user', 'admin access'],
] as const

/** A seeded Supabase Local that the app's server code talks to. */
export async function startAdminHarness() {
  const local = await startSupabaseLocal({ memory: true, port: 0 })
  pointAppAtSupabaseLocal(local)
  const { rows } = await local.pg.query<{ id: string }>(
    'select id from auth.users where email = $1',
    [ADMIN.email],
  )
  return { local, adminId: (rows[0] as { id: string }).id }
}

/**
 * Signs the stand-in request's cookie jar in as the caller (or out, for anon) and forgets the
 * tags recorded so far, so each action call is checked on its own.
 */
export async function actAs(caller: Caller) {
  cookieJar.clear()
  invalidatedTags.length = 0
  if (caller === 'anon') return
  const { email, password } = caller === 'admin' ? ADMIN : STUDENT
  const { createClient } = await import('@/lib/supabase/server')
  const { error } = await (await createClient()).auth.signInWithPassword({ email, password })
  expect(error).toBeNull()
}

/** The audit rows of one row, oldest first, as the trigger wrote them. */
export async function auditRows(local: SupabaseLocal, table: string, rowId: string) {
  const { rows } = await local.pg.query<{ action: string; actor_id: string | null }>(
    'select action, actor_id from public.audit_log where table_name = $1 and row_id = $2 order by id',
    [table, rowId],
  )
  return rows
}

/** The mail the local outbox holds for one address, newest first. */
export async function outbox(local: SupabaseLocal, to: string) {
  const response = await fetch(`${local.url}/mail/api/messages?to=${encodeURIComponent(to)}`)
  return ((await response.json()) as { messages: { subject: string; text: string }[] }).messages
}

export { invalidatedTags }
