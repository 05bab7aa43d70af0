import { expect } from 'vitest'

import type { SupabaseLocal } from '@/supabase/local/server.ts'

import { actAs as signInAs } from '../../../support/act-as'
import { pointAppAtSupabaseLocal } from '../../../support/app-env'
import { invalidatedTags } from '../../../support/next-cache'
import { startHarness } from '../../../support/supabase-local-harness'

/** The seeded accounts (supabase/seed.sql). */
export const ADMIN_ID = 'a0000000-0000-4000-8000-000000000001'
export const callers = {
  anon: null,
  user: { email: 'student@scholarlysupport.co', password: 'StudentPass123' },
  admin: { email: 'admin@scholarlysupport.co', password: 'AdminPass123' },
} as const

export type Caller = keyof typeof callers

/** What a refused caller is told, by role. */
export const refusal = { anon: 'No user logged in', user: 'admin access' } as const

/**
 * Supabase Local in memory, seeded, with the app's server code pointed at it. Test files mock
 * next/headers and next/cache with the stand-ins, so server actions run as whoever `actAs` signs
 * in through the cookie jar, and the tags they invalidate are recorded.
 */
export async function startAdminHarness() {
  const harness = await startHarness()
  pointAppAtSupabaseLocal(harness.local)
  return harness
}

/** Signs the next server-action calls in as `caller` (anon: signed out); forgets recorded tags. */
export async function actAs(caller: Caller) {
  const account = callers[caller]
  await signInAs(account?.email ?? null, account?.password)
  invalidatedTags.length = 0
}

/** The audit log's entries for one row, oldest first. */
export async function auditOf(local: SupabaseLocal, table: string, rowId: string) {
  const { rows } = await local.pg.query<{
    action: string
    actor_id: string | null
    after: Record<string, unknown> | null
  }>(
    `select action, actor_id, after from public.audit_log
      where table_name = $1 and row_id = $2 order by id`,
    [table, rowId],
  )
  return rows
}

/** Bytes that start like a PNG image. */
export function pngBytes(size = 256): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return bytes
}

/** Bytes that start like a PDF. */
export function pdfBytes(size = 256): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size).fill(0x20)
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'))
  return bytes
}

/** Sends bytes to a signed upload URL, as the editor's browser does. */
export async function putSigned(uploadUrl: string, bytes: Uint8Array<ArrayBuffer>, type: string) {
  const response = await fetch(uploadUrl, {
    method: 'PUT',
    headers: { 'Content-Type': type, 'x-upsert': 'false' },
    body: bytes,
  })
  expect(response.status).toBeLessThan(300)
}

export { invalidatedTags }
