import 'server-only'

import type { SupabaseClient, User } from '@supabase/supabase-js'

import { exactIlike, sameEmail } from '@/lib/data/email-match'
import { rowsOrThrow } from '@/lib/data/query-result'
import { getMemberProfile } from '@/lib/data/profile'
import type { Database } from '@/lib/supabase/database.types'
import { createClient } from '@/lib/supabase/server'

type Client = SupabaseClient<Database>

// Every read filters by the member as well as relying on RLS: an admin's RLS sees every row, but
// their dashboard is still only about them.

export async function getMemberOrders(client: Client, userId: string) {
  return rowsOrThrow(
    await client
      .from('orders')
      .select(
        'id, order_number, subject, status, deadline, time_zone, price, currency, created_at, order_status_history(id, from_status, to_status, note, created_at)',
      )
      .eq('student_id', userId)
      .order('created_at', { ascending: false })
      .order('created_at', { referencedTable: 'order_status_history', ascending: true })
      .limit(50),
    'orders',
  )
}

export async function getQuizAttempts(client: Client, userId: string) {
  return rowsOrThrow(
    await client
      .from('quiz_attempts')
      .select('id, score, max_score, percent, passed, created_at, quizzes(slug, title)')
      .eq('user_id', userId)
      .order('created_at', { ascending: false })
      .limit(50),
    'quiz attempts',
  )
}

export async function getSavedResources(client: Client, userId: string) {
  return rowsOrThrow(
    await client
      .from('saved_resources')
      .select('resource_id, created_at, resources(slug, title, description, kind)')
      .eq('user_id', userId)
      .order('created_at', { ascending: false })
      .limit(100),
    'saved resources',
  )
}

/**
 * Contact messages sent from the member's address. RLS lets only admins read messages today, so
 * for members this returns no rows, and the dashboard shows no messages section.
 */
export async function getMemberMessages(client: Client, email: string | undefined) {
  if (!email) return []
  const rows = rowsOrThrow(
    await client
      .from('messages')
      .select('id, email, subject, body, status, created_at')
      .ilike('email', exactIlike(email))
      .order('created_at', { ascending: false })
      .limit(20),
    'messages',
  )
  return rows.filter((row) => sameEmail(row.email, email))
}

export type MemberOrder = Awaited<ReturnType<typeof getMemberOrders>>[number]
export type QuizAttempt = Awaited<ReturnType<typeof getQuizAttempts>>[number]
export type SavedResource = Awaited<ReturnType<typeof getSavedResources>>[number]
export type MemberMessage = Awaited<ReturnType<typeof getMemberMessages>>[number]

/** Everything the dashboard shows, one query per section, run side by side. */
export async function loadDashboard(user: User) {
  const client = await createClient()
  const [profile, orders, attempts, saved, messages] = await Promise.all([
    getMemberProfile(client, user.id),
    getMemberOrders(client, user.id),
    getQuizAttempts(client, user.id),
    getSavedResources(client, user.id),
    getMemberMessages(client, user.email),
  ])
  return { profile, orders, attempts, saved, messages }
}
