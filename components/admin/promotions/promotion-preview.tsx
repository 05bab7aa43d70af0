'use client'

import { PromotionCard } from '@/components/home/promotion/promotion-card'
import { useClock } from '@/components/home/promotion/use-clock'

type Props = {
  headline: string
  subtext: string
  ctaLabel: string
  ctaUrl: string
  /** The end as an instant (ms), or null while the end time is not valid. */
  endsAt: number | null
}

/**
 * The home page's own banner card with the editor's values. The card is position: fixed; the
 * transform on this frame makes the frame its containing block, so it sits inside the preview.
 */
export function PromotionPreview({ headline, subtext, ctaLabel, ctaUrl, endsAt }: Props) {
  // Ticks like the home page's countdown; null on the server, where there is no clock to show.
  const now = useClock(endsAt ?? Number.MAX_SAFE_INTEGER)
  return (
    <section aria-labelledby="promotion-preview-heading" className="grid gap-2">
      <h2 id="promotion-preview-heading" className="text-lg font-semibold">
        Banner preview
      </h2>
      <div
        data-testid="promotion-preview"
        className="relative h-56 [transform:translateZ(0)] overflow-hidden rounded-lg border bg-muted/40"
      >
        {now === null ? null : (
          <PromotionCard
            promotion={{
              id: 'preview',
              headline: headline || 'Headline',
              subtext,
              cta_label: ctaLabel || 'Button',
              cta_url: ctaUrl || '/',
              startsAt: null,
              endsAt: endsAt ?? now,
            }}
            now={now}
            placement="bottom"
            sameOrigins={[window.location.origin]}
            onCtaClick={() => {}}
            onDismiss={() => {}}
          />
        )}
      </div>
    </section>
  )
}
