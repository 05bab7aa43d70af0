import type { SupabaseClient } from '@supabase/supabase-js'

import type { Database } from '@/lib/supabase/database.types'
import type { SupabaseLocal } from '@/supabase/local/server.ts'

import { startHarness } from '../../../support/supabase-local-harness'

export type Client = SupabaseClient<Database>

export type Member = {
  id: string
  email: string
  password: string
  /** supabase-js acting as this member (a minted access token, as the browser would send). */
  client: Client
  token: string
}

export type ProfileHarness = {
  local: SupabaseLocal
  admin: Client
  anon: Client
  createMember: (
    label: string,
    options?: { confirmed?: boolean; email?: string },
  ) => Promise<Member>
  stop: () => Promise<void>
}

let counter = 0

/** The shared Supabase Local harness (Auth, the outbox, Storage in memory) with members. */
export async function startProfileHarness(): Promise<ProfileHarness> {
  const harness = await startHarness()
  const admin: Client = harness.service
  const anon: Client = harness.anon

  const createMember = async (
    label: string,
    { confirmed = true, email = `${label}.${Date.now()}.${++counter}@example.com` } = {},
  ): Promise<Member> => {
    const password = 'Study1234pass'
    const { data, error } = await admin.auth.admin.createUser({
      email,
      password,
      email_confirm: confirmed,
      user_metadata: { full_name: `${label} Student` },
    })
    if (error || !data.user) throw new Error(`createUser failed: ${error?.message}`)
    const token = harness.userToken(data.user.id, { email })
    const client: Client = harness.userClient(data.user.id, { email })
    return { id: data.user.id, email, password, client, token }
  }

  return { local: harness.local, admin, anon, createMember, stop: () => harness.stop() }
}

/** Bytes that start like a PNG file (Storage checks the declared type against them). */
export function pngBytes(size = 256): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return bytes
}

/** Rows for one member as the superuser inserts them: an order, a quiz attempt, a saved resource. */
export async function seedMemberRows(local: SupabaseLocal, userId: string, email: string) {
  const { rows } = await local.pg.query<{ id: string }>(
    `insert into public.orders (student_id, subject, academic_level, brief, deadline, academic_integrity_acknowledged)
     values ($1, 'Statistics', 'undergraduate', 'My private brief about ' || $2, now() + interval '7 days', true)
     returning id`,
    [userId, email],
  )
  const orderId = rows[0]?.id as string
  await local.pg.query(`update public.orders set status = 'quoted', price = 80 where id = $1`, [
    orderId,
  ])
  await local.pg.query(
    `insert into public.quiz_attempts (quiz_id, user_id, score, max_score, percent, passed)
     select id, $1, 3, 4, 75, true from public.quizzes where status = 'published' limit 1`,
    [userId],
  )
  await local.pg.query(
    `insert into public.saved_resources (user_id, resource_id)
     select $1, id from public.resources where status = 'published' and not members_only limit 1`,
    [userId],
  )
  await local.pg.query(
    `insert into public.messages (name, email, body) values ('Visitor', upper($1), 'Hello from me')`,
    [email],
  )
  await local.pg.query(`insert into public.leads (email, source_path) values ($1, '/')`, [email])
  return { orderId }
}
