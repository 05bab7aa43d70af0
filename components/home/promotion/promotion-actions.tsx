import { PromotionCountdown } from '@/components/home/promotion/promotion-countdown'
import { PromotionCta } from '@/components/home/promotion/promotion-cta'
import type { ActivePromotion } from '@/lib/promotions/active-promotion'

type PromotionActionsProps = {
  promotion: ActivePromotion
  now: number
  sameOrigins: readonly string[]
  onCtaClick: () => void
  /** Spacing only: joined without tailwind-merge (see withClassName in lib/utils.ts). */
  className: string
}

/** The offer's countdown and call to action, side by side, in the card and the phone bar alike. */
export function PromotionActions({
  promotion,
  now,
  sameOrigins,
  onCtaClick,
  className,
}: PromotionActionsProps) {
  return (
    <div className={`flex items-center justify-between gap-3 ${className}`}>
      <PromotionCountdown remainingMs={promotion.endsAt - now} />
      <PromotionCta
        label={promotion.cta_label}
        url={promotion.cta_url}
        sameOrigins={sameOrigins}
        onClick={onCtaClick}
      />
    </div>
  )
}
