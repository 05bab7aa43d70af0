'use client'

import { clsx } from 'clsx'
import { XIcon } from 'lucide-react'
import * as React from 'react'

import { PromotionActions } from '@/components/home/promotion/promotion-actions'
import { useReservedBottomSpace } from '@/components/layout/use-reserved-bottom-space'
import { Button } from '@/components/ui/button'
import type { ActivePromotion } from '@/lib/promotions/active-promotion'

type PromotionCardProps = {
  promotion: ActivePromotion
  now: number
  placement: 'top' | 'bottom'
  sameOrigins: readonly string[]
  onCtaClick: () => void
  onDismiss: () => void
}

/**
 * Fixed to the bottom-right corner, clear of the back-to-top button on the left, and slid in with
 * a transform: appearing this way shifts no other content. At the bottom, the footer keeps room at
 * its end so the card never hides the footer's last links.
 */
export function PromotionCard({
  promotion,
  now,
  placement,
  sameOrigins,
  onCtaClick,
  onDismiss,
}: PromotionCardProps) {
  const card = React.useRef<HTMLElement>(null)
  useReservedBottomSpace(card, placement === 'bottom')
  return (
    <section
      ref={card}
      aria-label="Special offer"
      data-testid="promotion-banner"
      data-placement={placement}
      className={clsx(
        'fixed right-4 left-20 z-30 animate-in rounded-xl border bg-card p-4 text-card-foreground shadow-lg duration-300 fade-in slide-in-from-bottom-4 motion-reduce:animate-none sm:left-auto sm:w-96',
        placement === 'top' ? 'top-20' : 'bottom-4',
      )}
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1 space-y-1">
          <h2 className="leading-snug font-semibold">{promotion.headline}</h2>
          {promotion.subtext ? (
            <p className="text-sm text-muted-foreground">{promotion.subtext}</p>
          ) : null}
        </div>
        <div className="-mt-1 -mr-2">
          <Button variant="ghost" size="icon-sm" aria-label="Dismiss offer" onClick={onDismiss}>
            <XIcon aria-hidden="true" />
          </Button>
        </div>
      </div>
      <PromotionActions
        promotion={promotion}
        now={now}
        sameOrigins={sameOrigins}
        onCtaClick={onCtaClick}
        className="mt-3 flex-wrap"
      />
    </section>
  )
}
