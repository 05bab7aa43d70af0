import { expect, test } from '@playwright/test'

import { dismissConsent, presetStorage, THEME_KEY } from './support'

test.beforeEach(async ({ page }) => dismissConsent(page))

test('defaults to light and ignores the system dark preference', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/')
  await expect(page.locator('html')).not.toHaveClass(/dark/)
})

test('the header toggle switches theme and remembers it under vite-ui-theme', async ({ page }) => {
  await page.goto('/')
  const toggle = page.getByRole('button', { name: 'Toggle dark mode' })
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await toggle.click()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe('dark')
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  await page.getByRole('button', { name: 'Toggle dark mode' }).click()
  await expect(page.locator('html')).not.toHaveClass(/dark/)
  expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe('light')
})

test('a stored dark theme is applied before any script bundle runs (no flash)', async ({
  page,
}) => {
  await presetStorage(page, { [THEME_KEY]: 'dark' })
  await page.route('**/_next/static/**/*.js', (route) => route.abort())
  await page.goto('/about')
  await expect(page.locator('html')).toHaveClass(/dark/)
})

test('a stored system theme follows the device colour scheme', async ({ page }) => {
  await presetStorage(page, { [THEME_KEY]: 'system' })
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/')
  await expect(page.locator('html')).toHaveClass(/dark/)
  await page.emulateMedia({ colorScheme: 'light' })
  await expect(page.locator('html')).not.toHaveClass(/dark/)
  expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe('system')
  await page.getByRole('button', { name: 'Toggle dark mode' }).click()
  await expect(page.locator('html')).toHaveClass(/dark/)
  expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe('dark')
})

test('an invalid stored theme falls back to light', async ({ page }) => {
  await presetStorage(page, { [THEME_KEY]: 'purple' })
  await page.goto('/')
  await expect(page.locator('html')).not.toHaveClass(/dark/)
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), THEME_KEY))
    .toBe('light')
})

test('mobile has the theme toggle and a menu toggle', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
  await expect(page.getByRole('button', { name: 'Toggle dark mode' })).toBeVisible()
  await page.getByRole('button', { name: 'Open menu' }).click()
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await expect(menu.getByRole('link')).toContainText([
    'Home',
    'Services',
    'Articles',
    'Quizzes',
    'Resources',
    'About',
    'Contact',
    'Sign In',
  ])
  await menu.getByRole('link', { name: 'About' }).click()
  await expect(page).toHaveURL(/\/about$/)
  await expect(menu).toBeHidden()
})

test('the menu toggle appears below 768 px only', async ({ page }) => {
  await page.setViewportSize({ width: 767, height: 900 })
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible()
  await page.setViewportSize({ width: 768, height: 900 })
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden()
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
})
