const DISMISSED_KEY = 'promotion-dismissed'

/** A dismissed offer stays hidden for the rest of the browser session. */
export function isPromotionDismissed(promotionId: string): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === promotionId
  } catch {
    return false
  }
}

export function rememberPromotionDismissed(promotionId: string) {
  try {
    window.sessionStorage.setItem(DISMISSED_KEY, promotionId)
  } catch {
    // Storage can be unavailable (private modes, quotas); the offer is then hidden until reload.
  }
}
