'use server'

import { publicAction } from '@/lib/actions/action'
import { fail, ok } from '@/lib/actions/result'
import { keepReturnPath } from '@/lib/auth/keep-return-path'
import { RETURN_PATH_MAX_AGE } from '@/lib/auth/return-path'
import { requestOrigin } from '@/lib/http/request-origin'
import { googleSignInSchema } from '@/lib/validation/auth'

/**
 * Starts Google sign-in with PKCE, redirecting to the site root as the spec's call does: the code
 * verifier is stored in a cookie here, the proxy hands the returned code to /auth/callback, and
 * the return-path cookie takes the visitor on to where they were heading.
 */
export const signInWithGoogleAction = publicAction(
  googleSignInSchema,
  async ({ next }, { supabase }) => {
    const origin = await requestOrigin()
    const { data, error } = await supabase.auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: `${origin}/`, skipBrowserRedirect: true },
    })
    if (error || !data.url) return fail(error?.message ?? 'Google sign-in is unavailable')
    await keepReturnPath(next, origin, RETURN_PATH_MAX_AGE)
    return ok({ url: data.url })
  },
)
