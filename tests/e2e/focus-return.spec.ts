import { expect, test } from '@playwright/test'

import { CONSENT_KEY, dismissConsent, presetStorage, validConsent } from './support'

/**
 * Where keyboard focus goes when a dialog closes or the focused control leaves the page: back to
 * what opened it, or on to the content, never dropped on <body> (WCAG 2.4.3).
 */

test('closing the cookie settings returns focus to the footer button that opened them', async ({
  page,
}) => {
  await presetStorage(page, { [CONSENT_KEY]: validConsent() })
  await page.goto('/')
  const opener = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' })
  await opener.click()
  await expect(page.getByRole('dialog', { name: 'Cookie settings' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog', { name: 'Cookie settings' })).toBeHidden()
  await expect(opener).toBeFocused()
})

test('when the cookie banner that opened the settings has gone, focus moves to the content', async ({
  page,
}) => {
  await page.goto('/')
  const banner = page.getByTestId('cookie-banner')
  await banner.getByRole('button', { name: 'Cookie settings' }).click()
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' })
  // A switch saves a choice, and the banner asking for one leaves.
  await dialog.getByRole('switch', { name: 'Analytics' }).click()
  await expect(banner).toBeHidden()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('main')).toBeFocused()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  test.beforeEach(async ({ page }) => dismissConsent(page))

  test('closing the menu returns focus to its toggle', async ({ page }) => {
    await page.goto('/')
    const toggle = page.getByTestId('mobile-menu-toggle')
    await toggle.click()
    await expect(page.getByTestId('mobile-menu')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('mobile-menu')).toBeHidden()
    await expect(toggle).toBeFocused()
  })
})

test.describe('with the cookie choice made', () => {
  test.beforeEach(async ({ page }) => dismissConsent(page))

  test('the reset form takes focus in its field, and Back returns to the sign-in tab’s button', async ({
    page,
  }) => {
    await page.goto('/auth?mode=sign-up')
    await page.getByRole('tab', { name: 'Sign in' }).click()
    await page.getByRole('button', { name: 'Forgot your password?' }).click()
    const reset = page.getByRole('form', { name: 'Reset password' })
    await expect(reset.getByLabel('Email')).toBeFocused()

    await reset.getByRole('button', { name: 'Back to sign in' }).click()
    await expect(page.getByRole('tab', { name: 'Sign in' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(page.getByRole('button', { name: 'Forgot your password?' })).toBeFocused()
  })

  test('back to top hands focus to the top of the page as it hides', async ({ page }) => {
    await page.goto('/privacy')
    await page.evaluate(() => window.scrollTo(0, 1200))
    const button = page.getByRole('button', { name: 'Back to top' })
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(button).toBeHidden()
    const skipLink = page.getByRole('link', { name: 'Skip to content' })
    await expect(skipLink).toBeFocused()
    // Reached by keyboard, the skip link shows itself, so the focus is visible.
    await expect(skipLink).toBeInViewport()
  })
})
