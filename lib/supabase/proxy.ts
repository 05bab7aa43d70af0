import { createServerClient } from '@supabase/ssr'
import { isAuthRetryableFetchError } from '@supabase/supabase-js'
import { NextResponse, type NextRequest } from 'next/server'

import { supabaseAnonKey, supabaseUrl } from '@/lib/env'
import { authCookieOptions } from '@/lib/supabase/cookie-options'
import type { Database } from '@/lib/supabase/database.types'

/**
 * Refreshes the visitor's session for this request (rotated tokens go back as cookies on both
 * the forwarded request and the response) and returns who they are, or that Auth could not be
 * asked.
 */
export async function updateSession(request: NextRequest) {
  let response = NextResponse.next({ request })
  const supabase = createServerClient<Database>(supabaseUrl, supabaseAnonKey, {
    cookieOptions: authCookieOptions,
    cookies: {
      getAll: () => request.cookies.getAll(),
      setAll(cookiesToSet) {
        for (const { name, value } of cookiesToSet) request.cookies.set(name, value)
        response = NextResponse.next({ request })
        for (const { name, value, options } of cookiesToSet)
          response.cookies.set(name, value, options)
      },
    },
  })
  // getUser() asks the Auth server, so a revoked session is not trusted from its cookie alone.
  const {
    data: { user },
    error,
  } = await supabase.auth.getUser()
  // Auth unreachable (network error or 5xx) says nothing about the visitor's session.
  const authUnavailable = isAuthRetryableFetchError(error)
  return { supabase, user, authUnavailable, response: () => response }
}
