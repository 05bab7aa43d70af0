'use server'

import { publicAction } from '@/lib/actions/action'
import { requestOrigin } from '@/lib/http/request-origin'
import { fail, ok } from '@/lib/actions/result'
import { signUpSchema } from '@/lib/validation/auth'

/** Creates the account; Supabase emails a confirmation link back to the site root. */
export const signUpAction = publicAction(
  signUpSchema,
  async ({ fullName, email, password }, { supabase }) => {
    const { error } = await supabase.auth.signUp({
      email,
      password,
      options: { emailRedirectTo: `${await requestOrigin()}/`, data: { full_name: fullName } },
    })
    return error ? fail(error.message) : ok(undefined)
  },
)
