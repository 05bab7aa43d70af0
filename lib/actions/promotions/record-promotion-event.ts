import 'server-only'

import { promotionEventSchema } from '@/lib/validation/promotions'
import { createAdminClient } from '@/lib/supabase/admin'

export type TrackOutcome =
  | { status: 204 }
  | { status: 400 | 404 | 413 | 429 | 500; error: string; retryAfterSeconds?: number }

// "Foreign key violated": the promotion does not exist, or (guard_promotion_event) is not active.
const NOT_FOUND = '23503'

let client: ReturnType<typeof createAdminClient> | undefined

/**
 * Stores one event with the service role (visitors cannot insert events through the REST API).
 * The table's guard_promotion_event trigger refuses events for promotions that are not active,
 * so the insert itself is the existence check and the request needs one round trip.
 */
export async function recordPromotionEvent(
  payload: unknown,
  path: string | null,
): Promise<TrackOutcome> {
  const parsed = promotionEventSchema.safeParse(payload)
  if (!parsed.success) {
    return { status: 400, error: parsed.error.issues.map((issue) => issue.message).join('; ') }
  }
  client ??= createAdminClient()
  const { error } = await client
    .from('promotion_events')
    .insert({ promotion_id: parsed.data.promotionId, event: parsed.data.event, path })
  if (!error) return { status: 204 }
  if (error.code === NOT_FOUND) return { status: 404, error: 'Promotion not found' }
  console.error('Promotion event not stored', error)
  return { status: 500, error: 'The event could not be recorded' }
}
