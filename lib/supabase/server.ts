import 'server-only'

import { createServerClient } from '@supabase/ssr'
import { cookies } from 'next/headers'

import { supabaseAnonKey, supabaseUrl } from '@/lib/env'
import { serverEnv } from '@/lib/env.server'
import { authForwardingFetch } from '@/lib/supabase/auth-forwarding'
import { authCookieOptions } from '@/lib/supabase/cookie-options'
import type { Database } from '@/lib/supabase/database.types'

/**
 * A client acting as the signed-in visitor, for member pages, admin pages and server actions.
 * With `clientAddress` (sign-in, sign-up), Auth is told the visitor's address where the project
 * allows it (see authForwardingFetch).
 */
export async function createClient(options: { clientAddress?: string | null } = {}) {
  const cookieStore = await cookies()
  const forwardingFetch = authForwardingFetch({
    supabaseUrl,
    anonKey: supabaseAnonKey,
    secretKey: serverEnv.SUPABASE_SECRET_KEY,
    clientAddress: options.clientAddress ?? null,
  })
  return createServerClient<Database>(supabaseUrl, supabaseAnonKey, {
    ...(forwardingFetch ? { global: { fetch: forwardingFetch } } : {}),
    cookieOptions: authCookieOptions,
    cookies: {
      getAll: () => cookieStore.getAll(),
      setAll(cookiesToSet) {
        try {
          for (const { name, value, options } of cookiesToSet) cookieStore.set(name, value, options)
        } catch {
          // Server Components cannot set cookies; proxy.ts refreshes the session instead.
        }
      },
    },
  })
}
