import { NextResponse, type NextRequest } from 'next/server'

import { safeNextPath } from '@/lib/auth/guards'
import { publicOrigin } from '@/lib/http/public-origin'
import { createClient } from '@/lib/supabase/server'

/** Finishes PKCE flows (Google, email confirmation, recovery): code in, session cookies out. */
export async function GET(request: NextRequest) {
  const { searchParams } = request.nextUrl
  const next = safeNextPath(searchParams.get('next'))
  const code = searchParams.get('code')
  const providerError = searchParams.get('error_description') ?? searchParams.get('error')

  if (code) {
    const supabase = await createClient()
    const { error } = await supabase.auth.exchangeCodeForSession(code)
    if (!error) return NextResponse.redirect(new URL(next, publicOrigin(request)))
    return failed(request, error.message, next)
  }
  return failed(request, providerError ?? 'The sign-in link is invalid or has expired.', next)
}

function failed(request: NextRequest, message: string, next: string) {
  const url = new URL('/auth', publicOrigin(request))
  url.searchParams.set('error', message)
  if (next !== '/') url.searchParams.set('next', next)
  return NextResponse.redirect(url)
}
