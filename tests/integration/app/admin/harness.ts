import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { expect } from 'vitest'

import type { Database } from '@/lib/supabase/database.types'
import { startSupabaseLocal, type SupabaseLocal } from '@/supabase/local/server.ts'

import { pointAppAtSupabaseLocal } from '../../../support/app-env'
import { cookieJar } from '../../../support/next-headers'

export type Client = SupabaseClient<Database>
export type Who = 'anon' | 'student' | 'admin'

// The seed's demo accounts (supabase/seed.sql).
export const ADMIN_ID = 'a0000000-0000-4000-8000-000000000001'
export const MEMBER_ID = 'a0000000-0000-4000-8000-000000000002'
export const STUDENT_ID = 'a0000000-0000-4000-8000-000000000003'
export const credentials = {
  admin: { email: 'admin@scholarlysupport.co', password: 'AdminPass123' },
  member: { email: 'member@scholarlysupport.co', password: 'MemberPass123' },
  student: { email: 'student@scholarlysupport.co', password: 'StudentPass123' },
} as const

const noSession = { auth: { persistSession: false, autoRefreshToken: false } }

export type AdminHarness = {
  local: SupabaseLocal
  clients: Record<Who, Client>
  /** A fresh supabase-js client signed in with the password grant (its own session). */
  signIn: (who: keyof typeof credentials) => Promise<Client>
  /** Fills the next/headers cookie jar with a session made by the app's own sign-in action. */
  actAs: (who: Who) => Promise<void>
  stop: () => Promise<void>
}

/**
 * Supabase Local in memory with the seed, clients for a visitor, the student and the admin, and
 * the app's server code pointed at it. Callers mock next/headers (and next/server's connection)
 * with the repo's stand-ins before importing app modules.
 */
export async function startAdminHarness(): Promise<AdminHarness> {
  const local = await startSupabaseLocal({ memory: true, port: 0, auth: { bcryptCost: 4 } })
  const made: Client[] = []
  const signIn = async (who: keyof typeof credentials) => {
    const client = createClient<Database>(local.url, local.anonKey, noSession)
    const { error } = await client.auth.signInWithPassword(credentials[who])
    if (error) throw error
    made.push(client)
    return client
  }
  const anon = createClient<Database>(local.url, local.anonKey, noSession)
  made.push(anon)
  const clients = { anon, student: await signIn('student'), admin: await signIn('admin') }
  pointAppAtSupabaseLocal(local)
  const sessions = new Map<Who, [string, string][]>([['anon', []]])
  const actAs = async (who: Who) => {
    if (!sessions.has(who)) {
      const { signInAction } = await import('@/lib/actions/auth/sign-in')
      cookieJar.clear()
      expect(await signInAction(credentials[who as keyof typeof credentials])).toEqual({
        ok: true,
        data: undefined,
      })
      sessions.set(who, [...cookieJar])
    }
    cookieJar.clear()
    for (const [name, value] of sessions.get(who) ?? []) cookieJar.set(name, value)
  }
  return {
    local,
    clients,
    signIn,
    actAs,
    stop: async () => {
      await Promise.all(made.map((client) => client.removeAllChannels()))
      await local.stop()
    },
  }
}
