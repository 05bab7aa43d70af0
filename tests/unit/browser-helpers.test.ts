import { afterEach, describe, expect, it, vi } from 'vitest'

import { analyticsAllowed, ANALYTICS_ENDPOINT, track } from '@/lib/analytics/track'
import { hasSessionCookie } from '@/lib/auth/session-cookie'
import { CONSENT_STORAGE_KEY, createConsentRecord } from '@/lib/consent/consent'
import {
  hasGlobalPrivacyControl,
  readStoredConsent,
  subscribeToConsent,
  writeConsent,
} from '@/lib/consent/storage'
import { isPromotionDismissed, rememberPromotionDismissed } from '@/lib/promotions/dismissal'
import { TRACK_ENDPOINT, trackPromotionEvent } from '@/lib/promotions/track-client'
import { withoutTransitions } from '@/lib/theme/without-transitions'

import { standInForBrowser } from '../support/browser-globals'

// The client-side helpers behind the consent banner, analytics beacons, the promotion banner
// and the session-cookie check, over stand-ins for the browser globals they touch.

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const consentWith = (analytics: boolean, now = new Date()) =>
  createConsentRecord({ analytics, ads: false }, now)

function storeConsent(window: { localStorage: Storage }, analytics: boolean, now = new Date()) {
  window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consentWith(analytics, now)))
}

const storageEvent = (key: string | null) => Object.assign(new Event('storage'), { key })

describe('consent storage', () => {
  it('reads the raw stored value, and nothing when storage is blocked', () => {
    const { window } = standInForBrowser()
    expect(readStoredConsent()).toBeNull()
    window.localStorage.setItem(CONSENT_STORAGE_KEY, 'stored')
    expect(readStoredConsent()).toBe('stored')
    standInForBrowser({ blockedStorage: 'both' })
    expect(readStoredConsent()).toBeNull()
  })

  it('stores a choice as JSON and tells this tab', () => {
    const { window } = standInForBrowser()
    const told = vi.fn()
    window.addEventListener('site-consent-change', told)
    const record = consentWith(true)
    writeConsent(record)
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe(JSON.stringify(record))
    expect(told).toHaveBeenCalledTimes(1)
  })

  it('warns and still tells this tab when the choice cannot be stored', () => {
    const { window } = standInForBrowser({ blockedStorage: 'both' })
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const told = vi.fn()
    window.addEventListener('site-consent-change', told)
    writeConsent(consentWith(false))
    expect(warned).toHaveBeenCalledWith('Could not store cookie consent', expect.any(DOMException))
    expect(told).toHaveBeenCalledTimes(1)
  })

  it('notifies on this tab’s changes and on other tabs’ changes to the consent key only', () => {
    const { window } = standInForBrowser()
    const onChange = vi.fn()
    const unsubscribe = subscribeToConsent(onChange)
    window.dispatchEvent(storageEvent(CONSENT_STORAGE_KEY))
    window.dispatchEvent(storageEvent(null))
    window.dispatchEvent(new Event('site-consent-change'))
    expect(onChange).toHaveBeenCalledTimes(3)
    window.dispatchEvent(storageEvent('another-key'))
    expect(onChange).toHaveBeenCalledTimes(3)
    unsubscribe()
    window.dispatchEvent(storageEvent(CONSENT_STORAGE_KEY))
    window.dispatchEvent(new Event('site-consent-change'))
    expect(onChange).toHaveBeenCalledTimes(3)
  })

  it('sees a Global Privacy Control signal only when the browser sends true', () => {
    standInForBrowser({ globalPrivacyControl: true })
    expect(hasGlobalPrivacyControl()).toBe(true)
    standInForBrowser({ globalPrivacyControl: false })
    expect(hasGlobalPrivacyControl()).toBe(false)
    standInForBrowser()
    expect(hasGlobalPrivacyControl()).toBe(false)
  })
})

describe('analytics beacons', () => {
  it('are allowed only with unexpired analytics consent and no GPC, and never on the server', () => {
    expect(analyticsAllowed()).toBe(false)
    const { window } = standInForBrowser()
    expect(analyticsAllowed()).toBe(false)
    storeConsent(window, false)
    expect(analyticsAllowed()).toBe(false)
    storeConsent(window, true)
    expect(analyticsAllowed()).toBe(true)
    storeConsent(window, true, new Date(Date.now() - 400 * 24 * 3600 * 1000))
    expect(analyticsAllowed()).toBe(false)
    const gpc = standInForBrowser({ globalPrivacyControl: true })
    storeConsent(gpc.window, true)
    expect(analyticsAllowed()).toBe(false)
  })

  it('send the event, the path without its query, a same-origin referrer and a tab id', async () => {
    const { window, beacons } = standInForBrowser({
      href: 'https://scholarly.test/quiz/apa/?utm_source=x#top',
      referrer: 'https://scholarly.test/quizzes/?page=2',
    })
    storeConsent(window, true)
    expect(track('quiz_completed', { passed: true, score: 80 })).toBe(true)
    expect(track('page_view')).toBe(true)
    expect(beacons.map((beacon) => [beacon.url, beacon.data.type])).toEqual([
      [ANALYTICS_ENDPOINT, 'text/plain'],
      ['/api/analytics', 'text/plain'],
    ])
    const [first, second] = await Promise.all(
      beacons.map(
        async (beacon) => JSON.parse(await beacon.data.text()) as Record<string, unknown>,
      ),
    )
    const sessionId = window.sessionStorage.getItem('site_analytics_session')
    expect(sessionId).toMatch(/^[0-9a-f]{32}$/)
    expect(first).toEqual({
      consent: 'analytics',
      name: 'quiz_completed',
      path: '/quiz/apa/',
      referrer: '/quizzes/',
      sessionId,
      properties: { passed: true, score: 80 },
    })
    expect(second).toEqual({
      consent: 'analytics',
      name: 'page_view',
      path: '/quiz/apa/',
      referrer: '/quizzes/',
      sessionId,
    })
  })

  it('drop a referrer from another site or one that is not a URL', async () => {
    for (const referrer of ['https://elsewhere.test/page', 'not a url']) {
      const { window, beacons } = standInForBrowser({ referrer })
      storeConsent(window, true)
      track('page_view')
      const body = JSON.parse((await beacons[0]?.data.text()) ?? '{}') as { referrer: unknown }
      expect(body.referrer).toBeNull()
    }
  })

  it('use a fresh id per event when session storage is blocked', async () => {
    const { window, beacons } = standInForBrowser({ blockedStorage: 'session' })
    storeConsent(window, true)
    track('page_view')
    track('page_view')
    const ids = await Promise.all(
      beacons.map(
        async (beacon) => (JSON.parse(await beacon.data.text()) as { sessionId: string }).sessionId,
      ),
    )
    expect(ids).toHaveLength(2)
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/)
    expect(ids[0]).not.toBe(ids[1])
  })

  it('are not sent without consent or without sendBeacon', () => {
    const withoutConsent = standInForBrowser()
    expect(track('page_view')).toBe(false)
    expect(withoutConsent.beacons).toEqual([])
    const { window } = standInForBrowser({ sendBeacon: false })
    storeConsent(window, true)
    expect(track('page_view')).toBe(false)
  })
})

describe('promotion banner', () => {
  it('remembers a dismissed offer for the session, for that offer only', () => {
    standInForBrowser()
    expect(isPromotionDismissed('offer-1')).toBe(false)
    rememberPromotionDismissed('offer-1')
    expect(isPromotionDismissed('offer-1')).toBe(true)
    expect(isPromotionDismissed('offer-2')).toBe(false)
  })

  it('shows the offer again when storage is blocked, without failing', () => {
    standInForBrowser({ blockedStorage: 'both' })
    expect(() => rememberPromotionDismissed('offer-1')).not.toThrow()
    expect(isPromotionDismissed('offer-1')).toBe(false)
  })

  it('posts impressions and clicks with keepalive; a click is also an analytics event', async () => {
    const { window, beacons } = standInForBrowser()
    storeConsent(window, true)
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const posted: { url: string; init: RequestInit }[] = []
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      posted.push({ url, init })
      return new Response(null, { status: 204 })
    })
    await trackPromotionEvent('promo-id', 'impression')
    expect(beacons).toHaveLength(0)
    await trackPromotionEvent('promo-id', 'click')
    expect(beacons).toHaveLength(1)
    expect(JSON.parse(await (beacons[0]?.data.text() ?? '')) as unknown).toMatchObject({
      name: 'promotion_click',
    })
    expect(posted).toEqual(
      ['impression', 'click'].map((event) => ({
        url: TRACK_ENDPOINT,
        init: {
          method: 'POST',
          keepalive: true,
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ promotionId: 'promo-id', event }),
        },
      })),
    )
    expect(TRACK_ENDPOINT).toBe('/api/promotions-track')
    expect(warned).not.toHaveBeenCalled()
  })

  it('only logs a refused or failed tracking request', async () => {
    standInForBrowser()
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.stubGlobal('fetch', async () => new Response(null, { status: 429 }))
    await trackPromotionEvent('promo-id', 'click')
    expect(warned).toHaveBeenLastCalledWith('Promotion click not recorded: HTTP 429')
    const failure = new TypeError('Failed to fetch')
    vi.stubGlobal('fetch', async () => {
      throw failure
    })
    await trackPromotionEvent('promo-id', 'impression')
    expect(warned).toHaveBeenLastCalledWith('Promotion impression not recorded', failure)
    expect(warned).toHaveBeenCalledTimes(2)
  })
})

describe('withoutTransitions', () => {
  it('turns transitions off around the change and back on two frames later', () => {
    const head: { textContent: string; removed: boolean }[] = []
    vi.stubGlobal('document', {
      createElement: (tag: string) => {
        expect(tag).toBe('style')
        return {
          textContent: '',
          removed: false,
          remove() {
            this.removed = true
          },
        }
      },
      head: { appendChild: (node: (typeof head)[number]) => head.push(node) },
    })
    const frames: (() => void)[] = []
    vi.stubGlobal('window', { requestAnimationFrame: (frame: () => void) => frames.push(frame) })
    const seen: string[] = []
    withoutTransitions(() => seen.push(head[0]?.textContent ?? 'no style yet'))
    expect(seen).toEqual(['*,*::before,*::after{transition:none!important}'])
    expect(head[0]?.removed).toBe(false)
    frames.shift()?.()
    expect(head[0]?.removed).toBe(false)
    frames.shift()?.()
    expect(head[0]?.removed).toBe(true)
  })
})

describe('hasSessionCookie', () => {
  it.each([
    ['sb-abc-auth-token=x', true],
    ['theme=dark; sb-127-auth-token.0=chunk', true],
    ['sb-abc-auth-token.12=x', true],
    ['sb-abc-auth-token=', false],
    ['sb--auth-token=x', false],
    ['sb-abc-auth-token-code-verifier=x', false],
    ['xsb-abc-auth-token=x', false],
    ['sb-abc-auth-token.x=y', false],
    ['', false],
  ])('%j → %s', (header, expected) => {
    expect(hasSessionCookie(header)).toBe(expected)
  })
})
