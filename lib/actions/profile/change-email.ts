'use server'

import { memberAction } from '@/lib/actions/action'
import { requestOrigin } from '@/lib/http/request-origin'
import { fail, ok } from '@/lib/actions/result'
import { changeEmailSchema } from '@/lib/validation/profile'

/** Starts an email change; Supabase mails a confirmation link and switches once it is followed. */
export const changeEmailAction = memberAction(
  changeEmailSchema,
  async ({ email }, { supabase, user }) => {
    if (email.toLowerCase() === user.email?.toLowerCase()) {
      const message = 'That is already your email address'
      return fail(message, { email: [message] })
    }
    const callback = new URL('/auth/callback', await requestOrigin())
    callback.searchParams.set('next', '/profile')
    const { error } = await supabase.auth.updateUser(
      { email },
      { emailRedirectTo: callback.toString() },
    )
    return error ? fail(error.message) : ok({ email })
  },
)
