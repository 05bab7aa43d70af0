'use server'

import { z } from 'zod'

import { publicAction } from '@/lib/actions/action'
import { requestOrigin } from '@/lib/actions/request-origin'
import { fail, ok } from '@/lib/actions/result'
import { safeNextPath } from '@/lib/auth/guards'

/**
 * Starts Google sign-in with PKCE: the code verifier is stored in a cookie here, and
 * /auth/callback exchanges the returned code for a session.
 */
export const signInWithGoogleAction = publicAction(
  z.object({ next: z.string().max(2000).optional() }),
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
