'use client'

import { XIcon } from 'lucide-react'
import * as React from 'react'

import { PromotionActions } from '@/components/home/promotion/promotion-actions'
import { useReservedBottomSpace } from '@/components/layout/use-reserved-bottom-space'
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
 * The phone form of the offer: a strip fixed to the bottom edge, far from the hero's headline,
 * with everything the card has (headline, subtext, countdown, call to action), wrapped rather
 * than cut so the offer can be read. Its left edge stays clear for the back-to-top button, and
 * the footer keeps room at the page's end so the strip hides nothing there. It waits until the cookie
 * banner is answered, so it never covers its buttons.
 */
export function PromotionBar({
  promotion,
  now,
  sameOrigins,
  onCtaClick,
  onDismiss,
}: PromotionBarProps) {
  const bar = React.useRef<HTMLElement>(null)
  useReservedBottomSpace(bar, true)
  return (
    <section
      ref={bar}
      aria-label="Special offer"
      data-testid="promotion-banner"
      data-placement="bar"
      className="fixed inset-x-0 bottom-0 z-30 border-t bg-card py-2 pr-2 pl-16 text-card-foreground shadow-lg"
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <p className="text-sm leading-5 font-semibold">{promotion.headline}</p>
          {promotion.subtext ? (
            <p className="text-xs leading-4 text-muted-foreground">{promotion.subtext}</p>
          ) : null}
        </div>
        <Button variant="ghost" size="icon-sm" aria-label="Dismiss offer" onClick={onDismiss}>
          <XIcon aria-hidden="true" />
        </Button>
      </div>
      <PromotionActions
        promotion={promotion}
        now={now}
        sameOrigins={sameOrigins}
        onCtaClick={onCtaClick}
        className="mt-1.5 pr-1"
      />
    </section>
  )
}
