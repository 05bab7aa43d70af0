import 'server-only'

import { createClient } from '@supabase/supabase-js'

import { supabaseUrl } from '@/lib/env'
import { serverEnv } from '@/lib/env.server'
import type { Database } from '@/lib/supabase/database.types'

/**
 * Bypasses RLS. Only for the few actions RLS cannot express (deleting an auth user, sending the
 * lead magnet); never with table names or filters chosen by a user.
 */
export function createAdminClient() {
  return createClient<Database>(supabaseUrl, serverEnv.SUPABASE_SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  })
}
