import { expect, type Page, test } from '@playwright/test'

import { dismissConsent } from './support'

type Device = { cores: number; memory: number; effectiveType: string }

const capable: Device = { cores: 8, memory: 8, effectiveType: '4g' }

/**
 * Sets what low-performance detection reads before any page script runs. This machine has two
 * cores, which on its own would count as a low-performance device.
 */
async function emulateDevice(page: Page, device: Device) {
  await page.addInitScript((values) => {
    const define = (key: string, value: unknown) =>
      Object.defineProperty(Navigator.prototype, key, { get: () => value, configurable: true })
    define('hardwareConcurrency', values.cores)
    define('deviceMemory', values.memory)
    define('connection', { effectiveType: values.effectiveType, saveData: false })
  }, device)
}

const hero = (page: Page) => page.getByRole('region', { name: 'Highlights' })
const slide = (page: Page, n: number) => hero(page).getByRole('group', { name: `${n} of 3` })
const dot = (page: Page, n: number) =>
  hero(page).getByRole('button', { name: `Go to slide ${n}`, exact: true })

async function expectCurrent(page: Page, n: number, timeout?: number) {
  await expect(dot(page, n)).toHaveAttribute('aria-current', 'true', { timeout })
  await expectInView(page, n)
}

/** The slide has finished moving into the carousel's frame (it may be taller than the window). */
async function expectInView(page: Page, n: number) {
  await expect.poll(async () => Math.round((await slide(page, n).boundingBox())?.x ?? -1)).toBe(0)
}

/** The carousel has hydrated and taken over once the hidden slides are made inert. */
async function waitForCarousel(page: Page, timeout = 15_000) {
  await expect(slide(page, 2)).toHaveAttribute('inert', '', { timeout })
}

async function tabUntil(page: Page, accessibleName: string) {
  for (let presses = 0; presses < 40; presses++) {
    await page.keyboard.press('Tab')
    const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))
    if (label === accessibleName) return
  }
  throw new Error(`Tab never reached ${accessibleName}`)
}

test.beforeEach(async ({ page }) => dismissConsent(page))

test.describe('on a capable device', () => {
  test.beforeEach(async ({ page }) => emulateDevice(page, capable))

  test('advances by itself every 8 s at 1280 px wide', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    await waitForCarousel(page)
    const start = Date.now()
    await expectCurrent(page, 2, 12_000)
    expect(Date.now() - start).toBeGreaterThan(6_500)
    await expectCurrent(page, 3, 12_000)
  })

  test('stays on the first slide at 800 px wide', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 })
    await page.goto('/')
    await waitForCarousel(page)
    await page.waitForTimeout(9_500)
    await expectCurrent(page, 1)
  })

  test('does not advance under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    await waitForCarousel(page)
    await page.waitForTimeout(9_500)
    await expectCurrent(page, 1)
  })

  test('pauses while the mouse is over it and resumes when it leaves', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    await waitForCarousel(page)
    await hero(page).hover()
    await page.waitForTimeout(9_500)
    await expectCurrent(page, 1)
    await page.mouse.move(5, 5)
    await expectCurrent(page, 2, 10_000)
  })

  test('pauses while keyboard focus is inside', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    await waitForCarousel(page)
    await tabUntil(page, 'Next slide')
    await page.waitForTimeout(9_500)
    await expectCurrent(page, 1)
  })

  test('a button stops the slides moving, and starts them again', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    await waitForCarousel(page)
    await hero(page).getByRole('button', { name: 'Stop automatic slide show' }).click()
    // Off the carousel, where the pointer alone would let it move again.
    await page.mouse.move(5, 5)
    await page.waitForTimeout(9_500)
    await expectCurrent(page, 1)
    await hero(page).getByRole('button', { name: 'Start automatic slide show' }).click()
    await page.mouse.move(5, 5)
    await expectCurrent(page, 2, 12_000)
  })

  test('offers no stop button where the slides never move', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 })
    await page.goto('/')
    await waitForCarousel(page)
    await expect(hero(page).getByRole('button', { name: 'Stop automatic slide show' })).toBeHidden()
  })

  test('arrows and dots change the slide, looping at both ends', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 })
    await page.goto('/')
    await waitForCarousel(page)
    const next = hero(page).getByRole('button', { name: 'Next slide' })
    const previous = hero(page).getByRole('button', { name: 'Previous slide' })

    await next.click()
    await expectCurrent(page, 2)
    await expect(slide(page, 1)).toHaveAttribute('inert', '')
    await expect(slide(page, 2)).not.toHaveAttribute('inert')
    await previous.click()
    await expectCurrent(page, 1)
    await previous.click()
    await expectCurrent(page, 3)
    await next.click()
    await expectCurrent(page, 1)
    await dot(page, 3).click()
    await expectCurrent(page, 3)
    await dot(page, 2).click()
    await expectCurrent(page, 2)
    await expect(dot(page, 1)).not.toHaveAttribute('aria-current')
  })

  test('is operable with the keyboard alone', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 })
    await page.goto('/')
    await waitForCarousel(page)
    await tabUntil(page, 'Next slide')
    await page.keyboard.press('Enter')
    await expectCurrent(page, 2)
    await page.keyboard.press('Space')
    await expectCurrent(page, 3)
    await page.keyboard.press('ArrowRight')
    await expectCurrent(page, 1)
    await page.keyboard.press('ArrowLeft')
    await expectCurrent(page, 3)
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Shift+Tab')
    await expect(dot(page, 2)).toBeFocused()
    await page.keyboard.press('Enter')
    await expectCurrent(page, 2)
    // The visible slide's links are reachable; hidden slides' are not.
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Shift+Tab')
    const focusedSlide = await page.evaluate(() =>
      document.activeElement?.closest('[aria-roledescription="slide"]')?.getAttribute('aria-label'),
    )
    expect(focusedSlide).toBe('2 of 3')
  })

  test('the primary call to action opens WhatsApp in a new tab without an opener', async ({
    page,
    context,
  }) => {
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    )
    await page.goto('/')
    const cta = slide(page, 1).getByRole('link', { name: /Chat with us on WhatsApp/ })
    await expect(cta).toHaveAttribute('target', '_blank')
    const rel = (await cta.getAttribute('rel'))?.split(/\s+/) ?? []
    expect(rel).toEqual(expect.arrayContaining(['noopener', 'noreferrer']))
    const href = new URL((await cta.getAttribute('href'))!)
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/447700900123')
    expect(href.searchParams.get('text')).toBeTruthy()

    const [popup] = await Promise.all([page.waitForEvent('popup'), cta.click()])
    await popup.waitForLoadState()
    expect(popup.url()).toContain('https://wa.me/447700900123')
    expect(await popup.evaluate(() => window.opener)).toBeNull()
  })

  test('the secondary call to action scrolls to the services section', async ({ page }) => {
    await page.goto('/')
    await waitForCarousel(page)
    await slide(page, 1).getByRole('link', { name: 'Explore our services' }).click()
    await expect(page).toHaveURL(/\/#services$/)
    await expect(
      page.getByRole('heading', { level: 2, name: 'Tutoring, feedback and study-skills services' }),
    ).toBeInViewport()
  })

  test('the first slide is the largest contentful paint and nothing shifts while loading', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await observeLoading(page)
    await throttleCpu(page)
    await page.goto('/')
    await waitForCarousel(page, 30_000)
    await page.waitForTimeout(1_500)
    const { shift, lcpSlide } = await loadingResults(page)
    expect(shift).toBeLessThanOrEqual(0.02)
    expect(lcpSlide).toBe('1 of 3')
  })
})

test.describe('on a low-performance device', () => {
  for (const [name, device] of [
    ['fewer than 4 cores', { ...capable, cores: 2 }],
    ['under 4 GB of memory', { ...capable, memory: 2 }],
    ['a 3g connection', { ...capable, effectiveType: '3g' }],
  ] as const) {
    test(`with ${name} shows only the third slide, without controls or motion`, async ({
      page,
    }) => {
      await emulateDevice(page, device)
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto('/')
      await expect(hero(page)).toHaveAttribute('data-low-performance', 'true')
      await expectInView(page, 3)
      await expect(slide(page, 1)).toBeHidden()
      await expect(slide(page, 2)).toBeHidden()
      await expect(hero(page).getByRole('button', { name: 'Next slide' })).toBeHidden()
      await expect(slide(page, 3).getByRole('link', { name: /Start a conversation/ })).toBeVisible()
    })
  }

  test('is recognised before any script bundle loads', async ({ page }) => {
    await emulateDevice(page, { ...capable, cores: 2 })
    await page.route('**/_next/static/**/*.js', (route) => route.abort())
    await page.goto('/')
    await expect(hero(page)).toHaveAttribute('data-low-performance', 'true')
    await expect(slide(page, 3)).toBeVisible()
    await expect(slide(page, 1)).toBeHidden()
  })

  test.describe('with touch', () => {
    test.use({ hasTouch: true, viewport: { width: 390, height: 844 } })

    test('paints the third slide first, with no layout shift', async ({ page }) => {
      await emulateDevice(page, capable)
      await observeLoading(page)
      await throttleCpu(page)
      await page.goto('/')
      await expect(hero(page)).toHaveAttribute('data-low-performance', 'true')
      await expect(slide(page, 3)).toBeVisible()
      await page.waitForTimeout(2_000)
      const { shift, lcpSlide } = await loadingResults(page)
      expect(shift).toBeLessThanOrEqual(0.02)
      expect(lcpSlide).toBe('3 of 3')
    })
  })
})

test('a capable device gets the full carousel', async ({ page }) => {
  await emulateDevice(page, capable)
  await page.goto('/')
  await waitForCarousel(page)
  await expect(hero(page)).not.toHaveAttribute('data-low-performance')
  await expect(slide(page, 1)).toBeInViewport()
  await expect(hero(page).getByRole('button', { name: 'Next slide' })).toBeVisible()
})

/**
 * Slows the page's CPU as on a mid-range phone, so the browser paints while the HTML is still
 * being parsed: anything that paints first and moves later shows up as a shift.
 */
async function throttleCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
}

/** Records layout shifts and the largest contentful paint from the very start of the page. */
async function observeLoading(page: Page) {
  await page.addInitScript(() => {
    const state = { shift: 0, lcp: null as Element | null }
    Object.assign(window, { __loading: state })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
      })[]) {
        if (!entry.hadRecentInput) state.shift += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1) as (PerformanceEntry & { element: Element }) | undefined
      if (last) state.lcp = last.element
    }).observe({ type: 'largest-contentful-paint', buffered: true })
  })
}

async function loadingResults(page: Page) {
  return page.evaluate(() => {
    const state = (window as unknown as { __loading: { shift: number; lcp: Element | null } })
      .__loading
    return {
      shift: state.shift,
      lcpSlide:
        state.lcp?.closest('[aria-roledescription="slide"]')?.getAttribute('aria-label') ?? null,
    }
  })
}
