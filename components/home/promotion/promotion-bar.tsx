'use client'

import { XIcon } from 'lucide-react'

import { PromotionCountdown } from '@/components/home/promotion/promotion-countdown'
import { PromotionCta } from '@/components/home/promotion/promotion-cta'
import { Button } from '@/components/ui/button'
import type { ActivePromotion } from '@/lib/promotions/active-promotion'

type PromotionBarProps = {
  promotion: ActivePromotion
  now: number
  sameOrigins: readonly string[]
  onCtaClick: () => void
  onDismiss: () => void
}

/**
 * The phone form of the offer: a slim strip fixed to the bottom edge, far from the hero's
 * headline, with everything the card has (headline, subtext, countdown, call to action) in two
 * short lines. It waits until the cookie banner is answered, so it never covers its buttons.
 */
export function PromotionBar({
  promotion,
  now,
  sameOrigins,
  onCtaClick,
  onDismiss,
}: PromotionBarProps) {
  return (
    <section
      aria-label="Special offer"
      data-testid="promotion-banner"
      data-placement="bar"
      className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-2 border-t bg-card py-1.5 pr-2 pl-16 text-card-foreground shadow-lg"
    >
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm leading-5 font-semibold">{promotion.headline}</p>
        <div className="flex min-w-0 items-baseline gap-2 text-xs leading-4">
          <PromotionCountdown remainingMs={promotion.endsAt - now} compact />
          {promotion.subtext ? (
            <p className="min-w-0 truncate text-muted-foreground">{promotion.subtext}</p>
          ) : null}
        </div>
      </div>
      <PromotionCta
        label={promotion.cta_label}
        url={promotion.cta_url}
        sameOrigins={sameOrigins}
        onClick={onCtaClick}
      />
      <Button variant="ghost" size="icon-sm" aria-label="Dismiss offer" onClick={onDismiss}>
        <XIcon aria-hidden="true" />
      </Button>
    </section>
  )
}
