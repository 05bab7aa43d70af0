'use server'

import { publicAction } from '@/lib/actions/action'
import { requestOrigin } from '@/lib/http/request-origin'
import { fail, ok } from '@/lib/actions/result'
import { safeNextPath } from '@/lib/auth/guards'
import { googleSignInSchema } from '@/lib/validation/auth'

/**
 * Starts Google sign-in with PKCE: the code verifier is stored in a cookie here, and
 * /auth/callback exchanges the returned code for a session.
 */
export const signInWithGoogleAction = publicAction(
  googleSignInSchema,
  async ({ next }, { supabase }) => {
    const callback = new URL('/auth/callback', await requestOrigin())
    callback.searchParams.set('next', safeNextPath(next))
    const { data, error } = await supabase.auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: callback.toString(), skipBrowserRedirect: true },
    })
    if (error || !data.url) return fail(error?.message ?? 'Google sign-in is unavailable')
    return ok({ url: data.url })
  },
)
