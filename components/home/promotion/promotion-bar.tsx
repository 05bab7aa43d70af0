'use client'

import { XIcon } from 'lucide-react'

import { PromotionCta } from '@/components/home/promotion/promotion-cta'
import { Button } from '@/components/ui/button'
import type { ActivePromotion } from '@/lib/promotions/active-promotion'

type PromotionBarProps = {
  promotion: ActivePromotion
  sameOrigins: readonly string[]
  onCtaClick: () => void
  onDismiss: () => void
}

/**
 * The phone form of the offer: one slim line fixed to the bottom edge, far from the hero's
 * headline. It waits until the cookie banner is answered, so it never covers its buttons.
 */
export function PromotionBar({ promotion, sameOrigins, onCtaClick, onDismiss }: PromotionBarProps) {
  return (
    <section
      aria-label="Special offer"
      data-testid="promotion-banner"
      data-placement="bar"
      className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-2 border-t bg-card py-1.5 pr-2 pl-16 text-card-foreground shadow-lg"
    >
      <p className="min-w-0 flex-1 truncate text-sm font-semibold">{promotion.headline}</p>
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
