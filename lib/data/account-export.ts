import 'server-only'

import type { SupabaseClient, User } from '@supabase/supabase-js'

import { exactIlike, sameEmail } from '@/lib/data/email-match'
import { rowsOrThrow } from '@/lib/data/query-result'
import type { Database } from '@/lib/supabase/database.types'

type Client = SupabaseClient<Database>

export type ExportUser = Pick<
  User,
  'id' | 'email' | 'email_confirmed_at' | 'created_at' | 'last_sign_in_at' | 'user_metadata'
>

/** Rows matched by user id or by the confirmed address, each once. */
function mergeById<T extends { id: string }>(...lists: T[][]): T[] {
  const byId = new Map<string, T>()
  for (const row of lists.flat()) byId.set(row.id, row)
  return [...byId.values()]
}

/**
 * Messages, leads and job applications: RLS lets only admins read them, so these reads use the
 * service-role client, on fixed tables, filtered by this user's id and (once confirmed) their own
 * address. An application comes with the hiring team's notes: they are data about the applicant.
 */
async function byIdOrEmail(
  admin: Client,
  user: ExportUser,
  table: 'messages' | 'leads' | 'job_applications',
) {
  const byUser = rowsOrThrow(await admin.from(table).select('*').eq('user_id', user.id), table)
  if (!user.email || !user.email_confirmed_at) return byUser
  const email = user.email
  const byEmail = rowsOrThrow(
    await admin.from(table).select('*').ilike('email', exactIlike(email)),
    table,
  ).filter((row) => sameEmail(row.email, email))
  return mergeById(byUser, byEmail)
}

/** Everything stored about the user, read under their own RLS wherever RLS lets them read it. */
export async function buildExport(
  client: Client,
  admin: Client,
  user: ExportUser,
  now = new Date(),
) {
  const [profile, roles, memberships, orders, quizAttempts, savedResources] = await Promise.all([
    client.from('profiles').select('*').eq('user_id', user.id).maybeSingle(),
    client.from('user_roles').select('*').eq('user_id', user.id),
    client.from('memberships').select('*').eq('user_id', user.id),
    client
      .from('orders')
      .select('*, order_status_history(*)')
      .eq('student_id', user.id)
      .order('created_at'),
    client.from('quiz_attempts').select('*, quizzes(slug, title)').eq('user_id', user.id),
    client.from('saved_resources').select('*, resources(slug, title)').eq('user_id', user.id),
  ])
  if (profile.error) throw new Error(`Could not export the profile: ${profile.error.message}`)
  const [messages, leads, jobApplications] = await Promise.all([
    byIdOrEmail(admin, user, 'messages'),
    byIdOrEmail(admin, user, 'leads'),
    byIdOrEmail(admin, user, 'job_applications'),
  ])
  return {
    exportedAt: now.toISOString(),
    account: {
      id: user.id,
      email: user.email ?? null,
      emailConfirmedAt: user.email_confirmed_at ?? null,
      createdAt: user.created_at,
      lastSignInAt: user.last_sign_in_at ?? null,
      metadata: user.user_metadata,
    },
    profile: profile.data,
    roles: rowsOrThrow(roles, 'roles'),
    memberships: rowsOrThrow(memberships, 'memberships'),
    orders: rowsOrThrow(orders, 'orders'),
    quizAttempts: rowsOrThrow(quizAttempts, 'quiz attempts'),
    savedResources: rowsOrThrow(savedResources, 'saved resources'),
    jobApplications,
    messages,
    leads,
  }
}

export type AccountExport = Awaited<ReturnType<typeof buildExport>>

export function exportFileName(now = new Date()): string {
  return `scholarly-support-data-${now.toISOString().slice(0, 10)}.json`
}
