import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'

import { LOCAL_ANON_KEY } from '../../lib/supabase/local-defaults'
import { hexToHsl, hslToRgb, primaryPalette } from '../../lib/theme/color'
import { demo, supabaseUrl } from './accounts-support'
import { dismissConsent } from './support'

// Every test here changes the one settings table the whole site shares.
test.describe.configure({ mode: 'serial' })

const DEFAULTS = { primary_color: '#007bff', font_family: 'Inter' }

/** An admin's access token, from the same password grant the sign-in form uses. */
async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${supabaseUrl}/auth/v1/token?grant_type=password`, {
    headers: { apikey: LOCAL_ANON_KEY },
    data: { email: demo.admin.email, password: demo.admin.password },
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { access_token: string }).access_token
}

/** The spec's PATCH, made as the admin: RLS lets it through. */
async function saveSetting(request: APIRequestContext, key: string, value: string) {
  const response = await request.patch(`${supabaseUrl}/rest/v1/settings?key=eq.${key}`, {
    headers: {
      apikey: LOCAL_ANON_KEY,
      Authorization: `Bearer ${await adminToken(request)}`,
      Prefer: 'return=representation',
    },
    data: { value: JSON.stringify(value), updated_at: new Date().toISOString() },
  })
  expect(response.ok()).toBe(true)
  expect(await response.json()).toHaveLength(1)
}

/** Resolves once the page's realtime channel is subscribed to changes on the settings table. */
function settingsSubscribed(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        const text = typeof payload === 'string' ? payload : payload.toString()
        if (text.includes('settings-changes') && text.includes('Subscribed to PostgreSQL')) {
          resolve()
        }
      })
    })
  })
}

const rootVariable = (page: Page, name: string) =>
  page.evaluate(
    (variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(),
    name,
  )

const background = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).backgroundColor)

/** The light theme's primary button colour for an admin-chosen hex colour. */
function buttonRgb(hex: string): [number, number, number] {
  const { base, solidL } = primaryPalette(hexToHsl(hex)!)
  return hslToRgb({ ...base, l: solidL })
}

/** The largest channel difference between a computed rgb() colour and an expected one. */
function rgbDistance(actual: string, expected: [number, number, number]): number {
  const channels = actual.match(/\d+/g)?.slice(0, 3).map(Number) ?? []
  if (channels.length !== 3) return Number.POSITIVE_INFINITY
  return Math.max(...channels.map((channel, index) => Math.abs(channel - expected[index]!)))
}

/** Buttons animate colour changes, so the background is polled until it settles. */
async function expectBackground(locator: Locator, hex: string) {
  await expect
    .poll(async () => rgbDistance(await background(locator), buttonRgb(hex)), { timeout: 1_000 })
    .toBeLessThanOrEqual(2)
}

test.beforeEach(async ({ page }) => dismissConsent(page))

test.afterAll(async ({ request }) => {
  await saveSetting(request, 'primary_color', DEFAULTS.primary_color)
  await saveSetting(request, 'font_family', DEFAULTS.font_family)
})

test('the server renders the current settings into the HTML', async ({ request }) => {
  const settingsStyle = async () => {
    const html = await (await request.get('/')).text()
    return html.match(/<style id="site-settings">([^<]*)<\/style>/)?.[1] ?? ''
  }
  // A build reused from an earlier run may serve that run's page until it refreshes (1 minute).
  test.setTimeout(120_000)
  await expect
    .poll(settingsStyle, { timeout: 90_000, intervals: [1_000, 2_000] })
    .toContain('--primary-h:211;--primary-s:100%;--primary-l:50%')
  expect(await settingsStyle()).toContain('--font-body:Inter, var(--font-inter)')
  // The settings rule must follow the stylesheet it overrides.
  const html = await (await request.get('/')).text()
  expect(html.indexOf('id="site-settings"')).toBeGreaterThan(html.indexOf('rel="stylesheet"'))
})

test('an admin change recolours a page open elsewhere within 2 seconds', async ({
  browser,
  page,
}) => {
  const subscribed = settingsSubscribed(page)
  await page.goto('/')
  await subscribed
  const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign In' }).first()
  await expect(signIn).toBeVisible()
  expect(await rootVariable(page, '--primary-h')).toBe('211')
  await expectBackground(signIn, DEFAULTS.primary_color)

  // The change comes from another browser context, signed in as the admin.
  const adminContext = await browser.newContext()
  const changedAt = Date.now()
  await saveSetting(adminContext.request, 'primary_color', '#e11d48')
  await expect.poll(() => rootVariable(page, '--primary-h'), { timeout: 2_000 }).toBe('347')
  expect(Date.now() - changedAt).toBeLessThan(2_000)
  expect(await rootVariable(page, '--primary-s')).toBe('77%')
  await expectBackground(signIn, '#e11d48')
  await adminContext.close()
})

test('a font change applies to the body within 2 seconds', async ({ page, request }) => {
  const subscribed = settingsSubscribed(page)
  await page.goto('/')
  await subscribed
  const bodyFont = () => page.evaluate(() => getComputedStyle(document.body).fontFamily)
  // Named as the setting names it, ahead of the self-hosted faces that supply it.
  expect(await bodyFont()).toMatch(/^Inter, "?interCore"?,/)

  await saveSetting(request, 'font_family', 'Merriweather')
  await expect.poll(bodyFont, { timeout: 2_000 }).toMatch(/^Merriweather, /)
  // The sans-serif fallbacks stay behind the chosen font.
  expect(await bodyFont()).toMatch(/sans-serif$/)
})

test('after a change the server-rendered page has the new colour without any script', async ({
  browser,
  request,
}) => {
  // The cached settings refresh in the background a minute after they were read.
  test.setTimeout(150_000)
  await saveSetting(request, 'primary_color', '#16a34a')
  await saveSetting(request, 'font_family', 'Lato')
  await expect
    .poll(async () => (await (await request.get('/')).text()).includes('--primary-h:142;'), {
      timeout: 130_000,
      intervals: [2_000],
    })
    .toBe(true)

  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/')
  expect(await rootVariable(page, '--primary-h')).toBe('142')
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^Lato, /)
  await context.close()
})
