import 'server-only'

import type { SupabaseClient } from '@supabase/supabase-js'

import { createRateLimiter } from '@/lib/http/rate-limit'
import { promotionEventSchema } from '@/lib/validation/promotions'
import type { Database } from '@/lib/supabase/database.types'
import { createPublicClient } from '@/lib/supabase/public'

export type TrackOutcome =
  { status: 204 } | { status: 400 | 404 | 429 | 500; error: string; retryAfterSeconds?: number }

/** One impression per home page view for a classroom on one address, still a cap on floods. */
export const trackLimiter = createRateLimiter({
  name: 'promotion:ip',
  limit: 600,
  windowSeconds: 60,
})

// Postgres codes for "RLS refused the row" (the promotion is unknown or not active) and
// "foreign key violated" (it does not exist).
const NOT_FOUND_CODES = new Set(['42501', '23503'])

let client: SupabaseClient<Database> | undefined

/**
 * Stores one event as the anonymous role: RLS only lets anyone insert events for active
 * promotions, so the insert itself is the existence check and the request needs one round trip.
 */
export async function recordPromotionEvent(
  payload: unknown,
  path: string | null,
): Promise<TrackOutcome> {
  const parsed = promotionEventSchema.safeParse(payload)
  if (!parsed.success) {
    return { status: 400, error: parsed.error.issues.map((issue) => issue.message).join('; ') }
  }
  client ??= createPublicClient()
  const { error } = await client
    .from('promotion_events')
    .insert({ promotion_id: parsed.data.promotionId, event: parsed.data.event, path })
  if (!error) return { status: 204 }
  if (NOT_FOUND_CODES.has(error.code)) return { status: 404, error: 'Promotion not found' }
  console.error('Promotion event not stored', error)
  return { status: 500, error: 'The event could not be recorded' }
}
