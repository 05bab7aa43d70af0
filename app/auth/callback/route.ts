import { isAuthPKCECodeVerifierMissingError } from '@supabase/supabase-js'
import type { NextRequest } from 'next/server'

import { safeNextPath } from '@/lib/auth/guards'
import { EMAIL_CHANGE_NOTICE, FIRST_EMAIL_LINK_FOLLOWED } from '@/lib/auth/email-change'
import { OPENED_ELSEWHERE } from '@/lib/auth/auth-notice'
import { relativeRedirect } from '@/lib/http/public-origin'
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
    if (!error) return relativeRedirect(next)
    // The link was asked for in another browser or device, which holds the code's verifier. Auth
    // has already done what a confirmation link does; only the sign-in cannot happen here.
    if (isAuthPKCECodeVerifierMissingError(error))
      return toAuthPage({ [OPENED_ELSEWHERE]: '1' }, next)
    return failed(error.message, next)
  }
  // A secure email change needs a link from each address; Auth answers the first one with a
  // message and no code. Nothing failed: the page says which link is still to follow.
  if (!providerError && searchParams.has('message')) {
    const target = new URL(next, 'http://site.invalid')
    target.searchParams.set(EMAIL_CHANGE_NOTICE, FIRST_EMAIL_LINK_FOLLOWED)
    return relativeRedirect(`${target.pathname}${target.search}${target.hash}`)
  }
  return failed(providerError ?? 'The sign-in link is invalid or has expired.', next)
}

function failed(message: string, next: string) {
  return toAuthPage({ error: message }, next)
}

function toAuthPage(params: Record<string, string>, next: string) {
  const query = new URLSearchParams(params)
  if (next !== '/') query.set('next', next)
  return relativeRedirect(`/auth?${query}`)
}
