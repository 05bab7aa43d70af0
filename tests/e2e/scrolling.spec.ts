import { expect, test } from '@playwright/test'

import { dismissConsent } from './support'

test.beforeEach(async ({ page }) => dismissConsent(page))

test('back to top appears past 300 px at the bottom left, clears the hash and returns to the top', async ({
  page,
}) => {
  await page.goto('/privacy#information-we-collect')
  await page.evaluate(() => window.scrollTo(0, 0))
  const button = page.getByRole('button', { name: 'Back to top' })
  await expect(button).toBeHidden()

  await page.evaluate(() => window.scrollTo(0, 250))
  await page.waitForTimeout(200)
  await expect(button).toBeHidden()

  await page.evaluate(() => window.scrollTo(0, 1200))
  await expect(button).toBeVisible()
  const box = await button.boundingBox()
  const viewport = page.viewportSize()!
  expect(box!.x).toBeLessThan(viewport.width / 4)
  expect(box!.y).toBeGreaterThan(viewport.height / 2)

  await button.click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  expect(new URL(page.url()).hash).toBe('')
  await expect(button).toBeHidden()
})

test('reading progress follows the scroll position', async ({ page }) => {
  await page.goto('/terms')
  const progress = page.getByRole('progressbar', { name: 'Reading progress' })
  await expect(progress).toHaveAttribute('aria-valuenow', '0')
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2))
  await expect
    .poll(async () => Number(await progress.getAttribute('aria-valuenow')))
    .toBeGreaterThan(30)
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await expect(progress).toHaveAttribute('aria-valuenow', '100')
})

test('navigating to another page starts at the top', async ({ page }) => {
  await page.goto('/privacy')
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click()
  await expect(page).toHaveURL(/\/terms$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('the Our Team footer link lands on the team section', async ({ page }) => {
  await page.goto('/faq')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Our Team' }).click()
  await expect(page).toHaveURL(/\/about#team$/)
  await expect(page.getByRole('heading', { name: 'Our Team' })).toBeInViewport()
})
