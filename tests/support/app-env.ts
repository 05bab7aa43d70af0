import type { SupabaseLocal } from '@/supabase/local/server'

/**
 * Points the app's server code at a test Supabase Local. lib/env reads these when it is first
 * imported, so call this before importing any server action or route handler.
 */
export function pointAppAtSupabaseLocal(
  local: Pick<SupabaseLocal, 'url' | 'anonKey' | 'serviceRoleKey'>,
) {
  process.env.NEXT_PUBLIC_SUPABASE_URL = local.url
  process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY = local.anonKey
  process.env.SUPABASE_SERVICE_ROLE_KEY = local.serviceRoleKey
}
