import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { signJwt } from '@/supabase/local/jwt.ts'
import { startSupabaseLocal, type SupabaseLocal } from '@/supabase/local/server.ts'
import { fixtureSql } from './fixture-sql.ts'

export type Harness = {
  local: SupabaseLocal
  anon: SupabaseClient
  service: SupabaseClient
  userClient: (sub: string, extra?: Record<string, unknown>) => SupabaseClient
  userToken: (sub: string, extra?: Record<string, unknown>) => string
  rest: (path: string, init?: RequestInit) => Promise<Response>
}

export const alice = '11111111-1111-4111-8111-111111111111'
export const bob = '22222222-2222-4222-8222-222222222222'

// An in-process Supabase Local on a random port over a fresh in-memory database with test tables.
export async function startHarness(): Promise<Harness> {
  // SUPABASE_LOCAL_EXECUTOR=with-role runs the same suite through db/with-role.ts for parity.
  const executor = process.env.SUPABASE_LOCAL_EXECUTOR === 'with-role' ? 'with-role' : 'pipeline'
  const local = await startSupabaseLocal({ memory: true, port: 0, executor })
  await local.pg.exec(fixtureSql)
  await local.reloadSchema()
  const options = { auth: { persistSession: false, autoRefreshToken: false } }
  const userToken = (sub: string, extra: Record<string, unknown> = {}) =>
    signJwt(
      {
        sub,
        role: 'authenticated',
        aud: 'authenticated',
        exp: Math.floor(Date.now() / 1000) + 3600,
        ...extra,
      },
      local.jwtSecret,
    )
  return {
    local,
    anon: createClient(local.url, local.anonKey, options),
    service: createClient(local.url, local.serviceRoleKey, options),
    userToken,
    userClient: (sub, extra) =>
      createClient(local.url, local.anonKey, {
        ...options,
        global: { headers: { Authorization: `Bearer ${userToken(sub, extra)}` } },
      }),
    rest: (path, init = {}) =>
      fetch(`${local.url}/rest/v1${path}`, {
        ...init,
        headers: { apikey: local.anonKey, ...(init.headers as Record<string, string> | undefined) },
      }),
  }
}
