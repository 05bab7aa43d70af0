import 'server-only'

import type { User } from '@supabase/supabase-js'

import type { RateLimiter } from '@/lib/http/rate-limit'
import { actionClientAddress } from '@/lib/http/action-client-address'
import { createAdminClient } from '@/lib/supabase/admin'
import type { createClient } from '@/lib/supabase/server'

type ServerClient = Awaited<ReturnType<typeof createClient>>

export type QuizCaller =
  { ok: true; client: ServerClient | ReturnType<typeof createAdminClient> } | { ok: false }

/**
 * Who calls the quiz functions. A member calls them as themselves (the database limits them per
 * account). Visitors have no execute right on them, so that nobody can skip this limit through
 * the REST API: the server calls for them with the service role, after counting the visitor's
 * address.
 */
export async function quizCaller(
  user: User | null,
  supabase: ServerClient,
  limiter: RateLimiter,
): Promise<QuizCaller> {
  if (user) return { ok: true, client: supabase }
  const address = await actionClientAddress()
  if (address && !(await limiter.hit(address)).allowed) return { ok: false }
  return { ok: true, client: createAdminClient() }
}
