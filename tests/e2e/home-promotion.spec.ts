import { expect, test, type Page } from '@playwright/test'

import { supabaseUrl } from './accounts-support'
import { CONSENT_KEY, presetStorage, THEME_KEY, validConsent } from './support'
import { expectNoAxeViolations } from './axe'
import { serviceRest } from './service-rest'

// Every test rewrites the one promotion named 'offer', so they run one after another and put
// the seeded row back at the end.
test.describe.configure({ mode: 'serial' })

type Offer = {
  id: string
  headline: string
  subtext: string
  cta_label: string
  cta_url: string
  status: string
  start_at: string | null
  end_at: string
}

async function updateOffer(changes: Partial<Offer>): Promise<Offer> {
  return serviceRest<Offer>('site_promotions?name=eq.offer', {
    method: 'PATCH',
    headers: { Accept: 'application/vnd.pgrst.object+json' },
    body: JSON.stringify(changes),
  })
}

async function recordedEvents(promotionId: string, since: string, event: 'impression' | 'click') {
  const query = new URLSearchParams({
    select: 'event,path',
    promotion_id: `eq.${promotionId}`,
    event: `eq.${event}`,
    created_at: `gte.${since}`,
  })
  return serviceRest<{ event: string; path: string | null }[]>(`promotion_events?${query}`)
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()
const seconds = (text: string) => {
  const match = /^(\d+)d (\d\d):(\d\d):(\d\d)$/.exec(text)
  if (!match) throw new Error(`Not a countdown: ${text}`)
  const [, d, h, m, s] = match.map(Number) as [number, number, number, number, number]
  return ((d * 24 + h) * 60 + m) * 60 + s
}

const banner = (page: Page) => page.getByRole('region', { name: 'Special offer' })

/** Marks the document; the mark survives client-side navigation but not a page load. */
async function markDocument(page: Page) {
  await page.evaluate(
    () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
  )
}
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true)

/**
 * Scrolled to the page's end, the footer's last line is what a pointer reaches at the middle and
 * near the left of each of its parts: neither the offer nor the back-to-top button (bottom left)
 * covers it.
 */
async function expectFooterEndUncovered(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await expect(page.getByTestId('back-to-top')).toBeVisible()
  const footer = page.getByRole('contentinfo')
  for (const part of [
    footer.getByTestId('copyright'),
    footer.getByRole('button', { name: 'Cookie settings' }),
  ]) {
    await expect
      .poll(() =>
        part.evaluate((element) => {
          const box = element.getBoundingClientRect()
          const y = box.y + box.height / 2
          return [box.x + box.width / 2, box.x + Math.min(20, box.width / 2)].every((x) => {
            const hit = document.elementFromPoint(x, y)
            return hit !== null && element.contains(hit)
          })
        }),
      )
      .toBe(true)
  }
}

let seeded: Offer

test.beforeAll(async () => {
  seeded = await serviceRest<Offer>('site_promotions?name=eq.offer&select=*', {
    headers: { Accept: 'application/vnd.pgrst.object+json' },
  })
})

test.afterAll(async () => {
  const { status, start_at, end_at, cta_url } = seeded
  await updateOffer({ status, start_at, end_at, cta_url })
})

test.describe('with cookie consent already given', () => {
  test.beforeEach(async ({ page }) => {
    await presetStorage(page, { [CONSENT_KEY]: validConsent() })
  })

  test('shows the offer with a countdown that ticks every second and records one impression', async ({
    page,
  }) => {
    const offer = await updateOffer({ status: 'active', end_at: inDays(3.2), cta_url: '/about' })
    const since = new Date().toISOString()
    const trackPosts: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/promotions-track')) trackPosts.push(request.postData() ?? '')
    })

    await page.goto('/')
    const region = banner(page)
    await expect(region).toBeVisible()
    await expect(region.getByRole('heading', { name: offer.headline })).toBeVisible()
    await expect(region.getByText(offer.subtext)).toBeVisible()
    await expect(region.getByRole('link', { name: offer.cta_label })).toBeVisible()

    const timer = region.getByRole('timer')
    await expect(timer).toHaveAttribute('aria-live', 'off')
    await expect(timer).toHaveText(/^3d 0[45]:\d\d:\d\d$/)
    // Sampled four times a second for 4.5 s: a 1 s tick shows at least four values, each a
    // second or (when a timer fires late on a busy machine) two below the one before.
    const readings: number[] = []
    for (let sample = 0; sample < 18; sample++) {
      const value = seconds((await timer.textContent()) ?? '')
      if (readings.at(-1) !== value) readings.push(value)
      await page.waitForTimeout(250)
    }
    expect(readings.length).toBeGreaterThanOrEqual(4)
    for (const [i, value] of readings.slice(1).entries()) {
      expect([1, 2]).toContain(readings[i]! - value)
    }

    await expect
      .poll(async () => (await recordedEvents(offer.id, since, 'impression')).length)
      .toBeGreaterThan(0)
    expect((await recordedEvents(offer.id, since, 'impression'))[0]?.path).toBe('/')
    expect(trackPosts).toEqual([JSON.stringify({ promotionId: offer.id, event: 'impression' })])
  })

  test('the call to action navigates inside the app and records a click', async ({
    page,
    baseURL,
  }) => {
    const offer = await updateOffer({ status: 'active', end_at: inDays(7), cta_url: '/about' })
    const since = new Date().toISOString()

    await page.goto('/')
    await markDocument(page)
    await banner(page).getByRole('link', { name: offer.cta_label }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await sameDocument(page)).toBe(true)
    await expect
      .poll(async () => recordedEvents(offer.id, since, 'click'))
      .toEqual([{ event: 'click', path: '/' }])

    // An absolute URL on this origin is in-app too.
    await updateOffer({ cta_url: `${baseURL}/faq?from=offer` })
    await page.goto('/')
    await markDocument(page)
    await banner(page).getByRole('link', { name: offer.cta_label }).click()
    await expect(page).toHaveURL(/\/faq\?from=offer$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await sameDocument(page)).toBe(true)
  })

  test('a call to action on another site opens in the same tab and the click is kept', async ({
    page,
    context,
  }) => {
    const offer = await updateOffer({
      status: 'active',
      end_at: inDays(7),
      cta_url: 'https://partner.example/landing',
    })
    const since = new Date().toISOString()
    await context.route('https://partner.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Partner</title><h1>Partner</h1>' }),
    )

    await page.goto('/')
    await banner(page).getByRole('link', { name: offer.cta_label }).click()
    await expect(page).toHaveURL('https://partner.example/landing')
    expect(context.pages()).toHaveLength(1)
    await expect.poll(async () => (await recordedEvents(offer.id, since, 'click')).length).toBe(1)
  })

  test('disappears without a reload when the offer ends', async ({ page }) => {
    // Long enough for a slow machine to load the page and fetch the offer at idle before it ends.
    await updateOffer({ status: 'active', end_at: new Date(Date.now() + 20_000).toISOString() })

    await page.goto('/')
    const timer = banner(page).getByRole('timer')
    await expect(timer).toHaveText(/^0d 00:00:[01]\d$/)
    await markDocument(page)
    await expect(banner(page)).toBeHidden({ timeout: 25_000 })
    expect(await sameDocument(page)).toBe(true)
  })

  test('shows nothing when no offer is active or the fetch fails', async ({ page }) => {
    await updateOffer({ status: 'paused', end_at: inDays(7) })
    const fetched = page.waitForResponse((response) => response.url().includes('site_promotions'))
    await page.goto('/')
    expect((await fetched).status()).toBe(406)
    await page.waitForTimeout(500)
    await expect(banner(page)).toHaveCount(0)

    await updateOffer({ status: 'active' })
    await page.route(`${supabaseUrl}/rest/v1/site_promotions*`, (route) => route.abort())
    const failed = page.waitForEvent('requestfailed')
    await page.goto('/')
    await failed
    await page.waitForTimeout(500)
    await expect(banner(page)).toHaveCount(0)
  })

  test('can be dismissed for the rest of the session', async ({ page }) => {
    await updateOffer({ status: 'active', end_at: inDays(7) })
    await page.goto('/')
    await banner(page).getByRole('button', { name: 'Dismiss offer' }).click()
    await expect(banner(page)).toHaveCount(0)
    // The dismiss button left with the offer; focus went on to the content.
    await expect(page.getByRole('main')).toBeFocused()
    const fetched = page.waitForResponse((response) => response.url().includes('site_promotions'))
    await page.reload()
    await fetched
    await page.waitForTimeout(500)
    await expect(banner(page)).toHaveCount(0)
  })

  test('appearing causes no layout shift', async ({ page }) => {
    await updateOffer({ status: 'active', end_at: inDays(7) })
    await page.addInitScript(() => {
      const state = window as unknown as { __shift: number }
      state.__shift = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          state.__shift += entry.value
      }).observe({ type: 'layout-shift', buffered: true })
    })
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(`${supabaseUrl}/rest/v1/site_promotions*`, async (route) => {
      await held
      await route.continue()
    })
    const shift = () => page.evaluate(() => (window as unknown as { __shift: number }).__shift)

    await page.goto('/')
    await page.waitForTimeout(1_500)
    const before = await shift()
    release()
    await expect(banner(page)).toBeVisible()
    await page.waitForTimeout(600)
    expect(await shift()).toBe(before)
  })

  for (const theme of ['light', 'dark'] as const) {
    test(`has no serious or critical axe violations in the ${theme} theme`, async ({ page }) => {
      await updateOffer({ status: 'active', end_at: inDays(7) })
      await presetStorage(page, { [THEME_KEY]: theme })
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto('/')
      await expect(banner(page)).toBeVisible()
      await expectNoAxeViolations(page, { include: '[data-testid="promotion-banner"]' })
    })
  }
})

test('shows on a first visit above the cookie banner, then moves down once it is answered', async ({
  page,
}) => {
  await updateOffer({ status: 'active', end_at: inDays(7) })
  await page.goto('/')
  const cookies = page.getByTestId('cookie-banner')
  await expect(cookies).toBeVisible()
  await expect(banner(page)).toBeVisible()
  await expect(banner(page)).toHaveAttribute('data-placement', 'top')
  await cookies.getByRole('button', { name: 'Reject all' }).click()
  await expect(banner(page)).toHaveAttribute('data-placement', 'bottom')
  await expectFooterEndUncovered(page)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('waits for the cookie banner, then shows a bar clear of the headline, dismissible for the session', async ({
    page,
  }) => {
    await updateOffer({ status: 'active', end_at: inDays(7) })
    const impressions: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/promotions-track'))
        impressions.push(request.postData() ?? '')
    })
    await page.goto('/')
    const cookies = page.getByTestId('cookie-banner')
    await expect(cookies).toBeVisible()
    // Give the offer time to load: it must still not cover the cookie banner's buttons, and an
    // offer not on screen is not an impression.
    await page.waitForTimeout(1_500)
    await expect(banner(page)).toHaveCount(0)
    expect(impressions).toEqual([])
    await cookies.getByRole('button', { name: 'Reject all' }).click()

    await expect(banner(page)).toHaveAttribute('data-placement', 'bar')
    await expect
      .poll(() => impressions)
      .toEqual([JSON.stringify({ promotionId: seeded.id, event: 'impression' })])
    // The spec's banner on every screen: headline, subtext, countdown and call to action.
    await expect(banner(page).getByText(seeded.headline)).toBeVisible()
    await expect(banner(page).getByText(seeded.subtext)).toBeVisible()
    await expect(banner(page).getByRole('timer')).toHaveText(/^\d+d \d\d:\d\d:\d\d$/)
    await expect(banner(page).getByRole('link', { name: seeded.cta_label })).toBeVisible()
    // Wrapped, never cut off: each text shows whole within its box.
    for (const text of [seeded.headline, seeded.subtext]) {
      const clipped = await banner(page)
        .getByText(text)
        .evaluate((el) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight)
      expect(clipped).toBe(false)
    }
    const bar = (await banner(page).boundingBox())!
    const headline = (await page.getByRole('heading', { level: 1 }).first().boundingBox())!
    expect(bar.height).toBeLessThanOrEqual(120)
    expect(bar.y + bar.height).toBeCloseTo(844, 0)
    expect(headline.y + headline.height).toBeLessThanOrEqual(bar.y)
    await expectFooterEndUncovered(page)

    await banner(page).getByRole('button', { name: 'Dismiss offer' }).click()
    await expect(banner(page)).toHaveCount(0)
    await page.reload()
    await page.waitForTimeout(1_500)
    await expect(banner(page)).toHaveCount(0)
  })
})
