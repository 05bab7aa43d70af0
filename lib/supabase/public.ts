import { createClient as createSupabaseClient } from '@supabase/supabase-js'

import { supabaseAnonKey, supabaseUrl } from '@/lib/env'
import type { Database } from '@/lib/supabase/database.types'

/**
 * A cookie-free anon client for reads every visitor shares (published content), safe inside
 * cached functions because nothing about the visitor reaches it.
 */
export function createPublicClient() {
  return createSupabaseClient<Database>(supabaseUrl, supabaseAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  })
}
