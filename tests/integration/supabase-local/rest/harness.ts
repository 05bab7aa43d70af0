import {
  startHarness as startLocalHarness,
  type SupabaseLocalHarness,
} from '@/tests/support/supabase-local-harness.ts'
import { fixtureSql } from './fixture-sql.ts'

export type Harness = SupabaseLocalHarness & {
  // fetch under /rest/v1 with the anon apikey.
  rest: (path: string, init?: RequestInit) => Promise<Response>
}

export const alice = '11111111-1111-4111-8111-111111111111'
export const bob = '22222222-2222-4222-8222-222222222222'

// Supabase Local over a fresh in-memory database with the rt_ test tables.
export async function startHarness(): Promise<Harness> {
  // SUPABASE_LOCAL_EXECUTOR=with-role runs the same suite through db/with-role.ts for parity.
  const executor = process.env.SUPABASE_LOCAL_EXECUTOR === 'with-role' ? 'with-role' : 'pipeline'
  const harness = await startLocalHarness({ executor, fixtureSql })
  return { ...harness, rest: (path, init) => harness.fetch(`/rest/v1${path}`, init) }
}
