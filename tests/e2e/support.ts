import type { Page } from '@playwright/test'

export const CONSENT_KEY = 'site_consent_v1'
export const THEME_KEY = 'vite-ui-theme'

export const fixedPages = [
  '/',
  '/about',
  '/faq',
  '/privacy',
  '/terms',
  '/cookies',
  '/disclaimer',
  '/do-not-sell',
  '/advertising',
  '/data-management',
] as const

/** Seeds localStorage before any page script runs, as a returning visitor would have it. */
export async function presetStorage(page: Page, values: Record<string, string>) {
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value)
  }, values)
}

export function validConsent(categories = { analytics: false, ads: false }) {
  const now = new Date()
  const expires = new Date(now)
  expires.setUTCMonth(expires.getUTCMonth() + 12)
  return JSON.stringify({
    categories: { necessary: true, ...categories },
    updatedAt: now.toISOString(),
    expiresAt: expires.toISOString(),
  })
}

/** Hides the cookie banner for tests about something else. */
export async function dismissConsent(page: Page) {
  await presetStorage(page, { [CONSENT_KEY]: validConsent() })
}

/** Toasts on screen now, so a failed action's own message shows in the test's failure. */
export const toastTexts = (page: Page) => page.locator('[data-sonner-toast]').allInnerTexts()

export async function storedJson<T>(page: Page, key: string): Promise<T | null> {
  const raw = await page.evaluate((storageKey) => window.localStorage.getItem(storageKey), key)
  return raw === null ? null : (JSON.parse(raw) as T)
}
