'use server'

import { publicAction } from '@/lib/actions/action'
import { fail, ok } from '@/lib/actions/result'
import { signInSchema } from '@/lib/validation/auth'

/** Signs in with email and password; the session cookies ride back on this response. */
export const signInAction = publicAction(
  signInSchema,
  async ({ email, password }, { supabase }) => {
    const { error } = await supabase.auth.signInWithPassword({ email, password })
    return error ? fail(error.message) : ok(undefined)
  },
)
