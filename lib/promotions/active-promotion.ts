import type { Database } from '@/lib/supabase/database.types'

type PromotionRow = Database['public']['Tables']['site_promotions']['Row']

/** The promotion the home page shows: the row's display fields with its times as epoch ms. */
export type ActivePromotion = Pick<
  PromotionRow,
  'id' | 'headline' | 'subtext' | 'cta_label' | 'cta_url'
> & {
  startsAt: number | null
  endsAt: number
}

/** The spec's promotion: the one named 'offer' whose status is 'active'. */
export const ACTIVE_PROMOTION_NAME = 'offer'

export function toActivePromotion(row: PromotionRow): ActivePromotion | null {
  const endsAt = Date.parse(row.end_at)
  const startsAt = row.start_at === null ? null : Date.parse(row.start_at)
  if (Number.isNaN(endsAt) || Number.isNaN(startsAt)) return null
  return {
    id: row.id,
    headline: row.headline,
    subtext: row.subtext,
    cta_label: row.cta_label,
    cta_url: row.cta_url,
    startsAt,
    endsAt,
  }
}

/** Shown only between its start (if any) and its end. */
export function isPromotionLive(promotion: ActivePromotion, now: number): boolean {
  return (promotion.startsAt === null || promotion.startsAt <= now) && now < promotion.endsAt
}
