import { z } from 'zod'

export const PROMOTION_EVENTS = ['impression', 'click'] as const
export type PromotionEvent = (typeof PROMOTION_EVENTS)[number]

/** The promotions-track body (spec §7): which promotion, and what happened to it. */
export const promotionEventSchema = z.object(
  {
    promotionId: z.uuid({ error: 'promotionId must be a UUID' }),
    event: z.enum(PROMOTION_EVENTS, { error: "event must be 'impression' or 'click'" }),
  },
  { error: 'The body must be a JSON object with promotionId and event' },
)

export type PromotionEventInput = z.infer<typeof promotionEventSchema>
