'use client'

import * as React from 'react'

import type { ActivePromotion } from '@/lib/promotions/active-promotion'
import { isPromotionDismissed, rememberPromotionDismissed } from '@/lib/promotions/dismissal'
import { fetchActivePromotion, type PromotionSource } from '@/lib/promotions/fetch-active-promotion'
import { scheduleIdle } from '@/lib/browser/schedule-idle'

/** Fetches the active offer once, at idle time; a failed fetch just means no offer (spec §8). */
export function useActivePromotion({ supabaseUrl, anonKey }: PromotionSource) {
  const [promotion, setPromotion] = React.useState<ActivePromotion | null>(null)

  React.useEffect(() => {
    const controller = new AbortController()
    const cancelIdle = scheduleIdle(() => {
      fetchActivePromotion({ supabaseUrl, anonKey }, controller.signal).then(
        (found) => {
          if (found && !isPromotionDismissed(found.id)) setPromotion(found)
        },
        () => {},
      )
    })
    return () => {
      cancelIdle()
      controller.abort()
    }
  }, [supabaseUrl, anonKey])

  const dismiss = React.useCallback(() => {
    if (promotion) rememberPromotionDismissed(promotion.id)
    setPromotion(null)
  }, [promotion])

  return { promotion, dismiss }
}
