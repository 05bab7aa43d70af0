'use client'

import * as React from 'react'

import { useConsent } from '@/components/consent/consent-provider'
import { useMediaQuery } from '@/components/home/hero/use-media-query'
import { PromotionBar } from '@/components/home/promotion/promotion-bar'
import { PromotionCard } from '@/components/home/promotion/promotion-card'
import { useActivePromotion } from '@/components/home/promotion/use-active-promotion'
import { useClock } from '@/components/home/promotion/use-clock'
import { focusLandmark, MAIN_ID } from '@/components/layout/landmarks'
import { isPromotionLive } from '@/lib/promotions/active-promotion'
import type { PromotionSource } from '@/lib/promotions/fetch-active-promotion'
import { trackPromotionEvent } from '@/lib/promotions/track-client'

type PromotionBannerClientProps = { source: PromotionSource; siteOrigin: string }

export function PromotionBannerClient({ source, siteOrigin }: PromotionBannerClientProps) {
  const { promotion, dismiss } = useActivePromotion(source)
  const now = useClock(promotion?.endsAt ?? null)
  const { bannerVisible } = useConsent()
  const impressions = React.useRef(new Set<string>())
  const phone = useMediaQuery('(max-width: 767.98px)')

  const live = promotion !== null && now !== null && isPromotionLive(promotion, now)
  // On phones the card would cover the hero's headline or the cookie banner: a slim bar instead,
  // shown once the cookie banner is answered.
  const shown = live && !(phone && bannerVisible)
  const shownId = shown ? promotion.id : null

  // The offer leaves the page with its dismiss button: focus goes on to the content.
  const dismissOffer = () => {
    dismiss()
    focusLandmark(MAIN_ID)
  }

  // An impression is counted when the offer is on screen, not when it is merely live.
  React.useEffect(() => {
    if (!shownId || impressions.current.has(shownId)) return
    impressions.current.add(shownId)
    void trackPromotionEvent(shownId, 'impression')
  }, [shownId])

  if (!shown) return null
  if (phone) {
    return (
      <PromotionBar
        promotion={promotion}
        now={now}
        sameOrigins={[window.location.origin, siteOrigin]}
        onCtaClick={() => void trackPromotionEvent(promotion.id, 'click')}
        onDismiss={dismissOffer}
      />
    )
  }
  return (
    <PromotionCard
      promotion={promotion}
      now={now}
      // The cookie banner owns the bottom of the screen until it is answered.
      placement={bannerVisible ? 'top' : 'bottom'}
      sameOrigins={[window.location.origin, siteOrigin]}
      onCtaClick={() => void trackPromotionEvent(promotion.id, 'click')}
      onDismiss={dismissOffer}
    />
  )
}
