import { expect } from 'vitest'

import { startSupabaseLocal, type SupabaseLocal } from '@/supabase/local/server.ts'

import { pointAppAtSupabaseLocal } from '../../../support/app-env'
import { invalidatedTags } from '../../../support/next-cache'
import { cookieJar } from '../../../support/next-headers'

/** The three callers every admin action is tried as. */
export const CALLERS = {
  anon: null,
  user: { email: 'student@scholarlysupport.co', password: 'StudentPass123' },
  admin: { email: 'admin@scholarlysupport.co', password: 'AdminPass123' },
} as const

export type Caller = keyof typeof CALLERS

/** What a refused caller is told: anon has no session, a user has no admin role. */
export const REFUSAL = { anon: 'No user logged in', user: 'admin access' } as const

/**
 * A seeded in-memory Supabase Local the app's server code points at. Server actions read the
 * session from the cookie jar (next/headers stand-in), so `actAs` signs in through the app's own
 * server client. Test files must mock next/headers and next/cache with the support stand-ins.
 */
export async function startAdminHarness() {
  const local: SupabaseLocal = await startSupabaseLocal({ memory: true, port: 0 })
  pointAppAtSupabaseLocal(local)

  async function actAs(caller: Caller) {
    cookieJar.clear()
    invalidatedTags.length = 0
    const account = CALLERS[caller]
    if (!account) return
    const { createClient } = await import('@/lib/supabase/server')
    const { error } = await (await createClient()).auth.signInWithPassword(account)
    expect(error).toBeNull()
  }

  async function adminId(): Promise<string> {
    const { rows } = await local.pg.query<{ id: string }>(
      `select id from auth.users where email = $1`,
      [CALLERS.admin.email],
    )
    return rows[0]?.id ?? ''
  }

  /** The audit log's entries for one row, oldest first. */
  async function auditOf(table: string, rowId: string) {
    const { rows } = await local.pg.query<{ action: string; actor_id: string | null }>(
      `select action, actor_id from public.audit_log
       where table_name = $1 and row_id = $2 order by id`,
      [table, rowId],
    )
    return rows
  }

  return { local, actAs, adminId, auditOf, stop: () => local.stop() }
}
