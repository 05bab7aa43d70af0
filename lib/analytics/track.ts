import { parseStoredConsent } from '@/lib/consent/consent'
import { hasGlobalPrivacyControl, readStoredConsent } from '@/lib/consent/storage'
import type { AnalyticsEventName } from '@/lib/validation/analytics'

export const ANALYTICS_ENDPOINT = '/api/analytics'
const SESSION_KEY = 'site_analytics_session'

/** Whether the stored consent has analytics on and the browser sends no GPC signal. */
export function analyticsAllowed(): boolean {
  if (typeof window === 'undefined' || hasGlobalPrivacyControl()) return false
  return parseStoredConsent(readStoredConsent(), new Date())?.categories.analytics === true
}

/** A random id per tab (sessionStorage), never a cookie, never tied to an account. */
function sessionId(): string {
  try {
    let id = window.sessionStorage.getItem(SESSION_KEY)
    if (!id) {
      id = crypto.randomUUID().replace(/-/g, '')
      window.sessionStorage.setItem(SESSION_KEY, id)
    }
    return id
  } catch {
    return crypto.randomUUID().replace(/-/g, '')
  }
}

const pathOnly = (value: string) => value.split(/[?#]/)[0] || '/'

function referrerPath(): string | null {
  try {
    const referrer = document.referrer ? new URL(document.referrer) : null
    return referrer && referrer.origin === window.location.origin
      ? pathOnly(referrer.pathname)
      : null
  } catch {
    return null
  }
}

/**
 * Sends one event with navigator.sendBeacon, only while analytics consent is on and GPC is off;
 * consent is read at every call, so withdrawing it stops the next event. Properties must never
 * hold personal data.
 */
export function track(
  name: AnalyticsEventName,
  properties?: Record<string, string | number | boolean>,
): boolean {
  if (!analyticsAllowed() || typeof navigator.sendBeacon !== 'function') return false
  const body = JSON.stringify({
    consent: 'analytics',
    name,
    path: pathOnly(window.location.pathname),
    referrer: referrerPath(),
    sessionId: sessionId(),
    ...(properties ? { properties } : {}),
  })
  return navigator.sendBeacon(ANALYTICS_ENDPOINT, new Blob([body], { type: 'text/plain' }))
}
