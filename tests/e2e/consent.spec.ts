import { expect, test } from '@playwright/test'

import { CONSENT_KEY, presetStorage, storedJson, validConsent } from './support'

type Stored = {
  categories: { necessary: boolean; analytics: boolean; ads: boolean }
  updatedAt: string
  expiresAt: string
}

const MONTH_MS = 30 * 24 * 60 * 60 * 1000

function expectTwelveMonths(record: Stored) {
  const span = Date.parse(record.expiresAt) - Date.parse(record.updatedAt)
  expect(span).toBeGreaterThan(11.9 * MONTH_MS)
  expect(span).toBeLessThan(12.3 * MONTH_MS)
}

test('the banner appears for a first visit; Accept all stores every category for 12 months', async ({
  page,
}) => {
  await page.goto('/')
  const banner = page.getByTestId('cookie-banner')
  await expect(banner).toBeVisible()
  const accept = banner.getByRole('button', { name: 'Accept all' })
  const reject = banner.getByRole('button', { name: 'Reject all' })
  const [acceptBox, rejectBox] = [await accept.boundingBox(), await reject.boundingBox()]
  expect(Math.abs(acceptBox!.width - rejectBox!.width)).toBeLessThan(2)
  expect(Math.abs(acceptBox!.height - rejectBox!.height)).toBeLessThan(1)
  expect(await accept.getAttribute('class')).toBe(await reject.getAttribute('class'))

  await accept.click()
  await expect(banner).toBeHidden()
  const stored = await storedJson<Stored>(page, CONSENT_KEY)
  expect(stored?.categories).toEqual({ necessary: true, analytics: true, ads: true })
  expectTwelveMonths(stored!)

  await page.reload()
  await page.waitForTimeout(400)
  await expect(banner).toBeHidden()
})

test('while the banner shows, back to top and the footer’s last line sit above it', async ({
  page,
}) => {
  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport)
    await page.goto('/privacy')
    const banner = page.getByTestId('cookie-banner')
    await expect(banner).toBeVisible()
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const button = page.getByRole('button', { name: 'Back to top' })
    await expect(button).toBeVisible()
    const [buttonBox, bannerBox] = [await button.boundingBox(), await banner.boundingBox()]
    expect(buttonBox!.y + buttonBox!.height).toBeLessThanOrEqual(bannerBox!.y)
    // Reachable by the footer's last line too: its copyright is what a pointer finds there.
    const copyright = page.getByRole('contentinfo').getByTestId('copyright')
    await expect
      .poll(() =>
        copyright.evaluate((element) => {
          const box = element.getBoundingClientRect()
          const hit = document.elementFromPoint(box.x + 10, box.y + box.height / 2)
          return hit !== null && element.contains(hit)
        }),
      )
      .toBe(true)
    await button.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(banner).toBeVisible()
  }
})

test('Reject all stores analytics and ads off', async ({ page }) => {
  await page.goto('/about')
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Reject all' }).click()
  const stored = await storedJson<Stored>(page, CONSENT_KEY)
  expect(stored?.categories).toEqual({ necessary: true, analytics: false, ads: false })
})

test('the banner appears 150 ms after the page is ready', async ({ page }) => {
  // Fake timers that only move when the test says so.
  await page.clock.install({ time: new Date('2026-06-01T09:00:00Z') })
  await page.clock.pauseAt(new Date('2026-06-01T09:00:01Z'))
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  const banner = page.getByTestId('cookie-banner')
  await page.waitForTimeout(300)
  await expect(banner).toBeHidden()
  await page.clock.runFor(140)
  await expect(banner).toBeHidden()
  await page.clock.runFor(20)
  await expect(banner).toBeVisible()
})

test('each switch in the settings dialog stores immediately; necessary is locked on', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Cookie settings' }).click()
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' })
  const necessary = dialog.getByRole('switch', { name: 'Necessary' })
  await expect(necessary).toBeChecked()
  await expect(necessary).toBeDisabled()

  await dialog.getByRole('switch', { name: 'Analytics' }).click()
  expect((await storedJson<Stored>(page, CONSENT_KEY))?.categories).toEqual({
    necessary: true,
    analytics: true,
    ads: false,
  })
  await dialog.getByRole('switch', { name: 'Advertising' }).click()
  expect((await storedJson<Stored>(page, CONSENT_KEY))?.categories).toEqual({
    necessary: true,
    analytics: true,
    ads: true,
  })
  await dialog.getByRole('switch', { name: 'Analytics' }).click()
  expect((await storedJson<Stored>(page, CONSENT_KEY))?.categories.analytics).toBe(false)
})

test('the footer reopens the settings with the stored choice', async ({ page }) => {
  await presetStorage(page, { [CONSENT_KEY]: validConsent({ analytics: true, ads: false }) })
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click()
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' })
  await expect(dialog.getByRole('switch', { name: 'Analytics' })).toBeChecked()
  await expect(dialog.getByRole('switch', { name: 'Advertising' })).not.toBeChecked()
})

for (const [label, value] of [
  ['malformed JSON', '{not json'],
  [
    'an expired choice',
    JSON.stringify({
      categories: { necessary: true, analytics: true, ads: true },
      updatedAt: '2024-01-01T00:00:00.000Z',
      expiresAt: '2025-01-01T00:00:00.000Z',
    }),
  ],
  ['a record of the wrong shape', JSON.stringify({ analytics: true })],
] as const) {
  test(`${label} counts as no consent`, async ({ page }) => {
    await presetStorage(page, { [CONSENT_KEY]: value })
    await page.goto('/')
    await expect(page.getByTestId('cookie-banner')).toBeVisible()
  })
}

test('Global Privacy Control keeps ads off and says so', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true })
  })
  await page.goto('/do-not-sell')
  await expect(page.getByTestId('do-not-sell-status')).toContainText('Global Privacy Control')
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept all' }).click()
  expect((await storedJson<Stored>(page, CONSENT_KEY))?.categories).toEqual({
    necessary: true,
    analytics: true,
    ads: false,
  })
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click()
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' })
  await expect(dialog.getByTestId('gpc-notice')).toBeVisible()
  await expect(dialog.getByRole('switch', { name: 'Advertising' })).toBeDisabled()
  await expect(dialog.getByRole('switch', { name: 'Advertising' })).not.toBeChecked()
})

test('the Do Not Sell page opts a visitor out of sharing', async ({ page }) => {
  await presetStorage(page, { [CONSENT_KEY]: validConsent({ analytics: true, ads: true }) })
  await page.goto('/do-not-sell')
  await page.getByRole('button', { name: 'Opt out of sale and sharing' }).click()
  await expect(page.getByTestId('do-not-sell-status')).toContainText('You are opted out')
  expect((await storedJson<Stored>(page, CONSENT_KEY))?.categories).toEqual({
    necessary: true,
    analytics: true,
    ads: false,
  })
})
