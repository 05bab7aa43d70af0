import 'server-only'

import type { User } from '@supabase/supabase-js'
import { z } from 'zod'

import { fail, type ActionResult } from '@/lib/actions/result'
import { createClient } from '@/lib/supabase/server'
import { withoutNul } from '@/lib/validation/without-nul'

type ServerClient = Awaited<ReturnType<typeof createClient>>

type Context<Caller> = { supabase: ServerClient; user: Caller }

function parse<S extends z.ZodType>(schema: S, input: unknown) {
  const parsed = schema.safeParse(withoutNul(input))
  if (parsed.success) return { data: parsed.data as z.infer<S> }
  return {
    failure: fail(
      'Please correct the highlighted fields.',
      z.flattenError(parsed.error).fieldErrors,
    ),
  }
}

/** A server action anyone may call: input parsed with the action's zod schema first. */
export function publicAction<S extends z.ZodType, T>(
  schema: S,
  handler: (input: z.infer<S>, context: Context<User | null>) => Promise<ActionResult<T>>,
) {
  return async (input: unknown): Promise<ActionResult<T>> => {
    const parsed = parse(schema, input)
    if (parsed.failure) return parsed.failure
    const supabase = await createClient()
    const {
      data: { user },
    } = await supabase.auth.getUser()
    return handler(parsed.data, { supabase, user })
  }
}

/** A server action for signed-in members only; RLS still decides what their queries touch. */
export function memberAction<S extends z.ZodType, T>(
  schema: S,
  handler: (input: z.infer<S>, context: Context<User>) => Promise<ActionResult<T>>,
) {
  return publicAction(schema, async (input, { supabase, user }) => {
    if (!user) return fail('No user logged in')
    return handler(input, { supabase, user })
  })
}

export const NOT_ADMIN = 'Your account does not have admin access.'

/**
 * A server action for admins only, checked with the same is_admin() the RLS policies use; RLS
 * checks every write again underneath.
 */
export function adminAction<S extends z.ZodType, T>(
  schema: S,
  handler: (input: z.infer<S>, context: Context<User>) => Promise<ActionResult<T>>,
) {
  return memberAction(schema, async (input, context) => {
    const { data: isAdmin } = await context.supabase.rpc('is_admin')
    if (isAdmin !== true) return fail(NOT_ADMIN)
    return handler(input, context)
  })
}
