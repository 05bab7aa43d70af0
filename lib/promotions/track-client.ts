import { track } from '@/lib/analytics/track'
import type { PromotionEvent } from '@/lib/validation/promotions'

export const TRACK_ENDPOINT = '/api/promotions-track'

/**
 * Sends an impression or click to the tracking endpoint. keepalive lets a click's request
 * outlive a full-page navigation; failures are only logged (spec §8).
 */
export async function trackPromotionEvent(promotionId: string, event: PromotionEvent) {
  // First-party analytics sees only clicks, and only with consent (track checks it).
  if (event === 'click') track('promotion_click')
  try {
    const response = await fetch(TRACK_ENDPOINT, {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ promotionId, event }),
    })
    if (!response.ok) console.warn(`Promotion ${event} not recorded: HTTP ${response.status}`)
  } catch (error) {
    console.warn(`Promotion ${event} not recorded`, error)
  }
}
