import { createBrowserClient } from '@supabase/ssr'

import { supabaseAnonKey, supabaseUrl } from '@/lib/env'
import { authCookieOptions } from '@/lib/supabase/cookie-options'
import type { Database } from '@/lib/supabase/database.types'

/** The browser's client; @supabase/ssr keeps one instance per page and the session in cookies. */
export function createClient() {
  return createBrowserClient<Database>(supabaseUrl, supabaseAnonKey, {
    cookieOptions: authCookieOptions,
  })
}
