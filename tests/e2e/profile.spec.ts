import { expect, test, type Page, type APIRequestContext } from '@playwright/test'

import { demo, latestMail, signInThroughForm, uniqueEmail, verifyLink } from './accounts-support'
import { dismissConsent } from './support'

// A 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

async function newConfirmedUser(page: Page, request: APIRequestContext, name: string) {
  const email = uniqueEmail(name.toLowerCase().replace(/\s+/g, '-'))
  await page.goto('/auth?mode=sign-up')
  const form = page.getByRole('form', { name: 'Create account' })
  await form.getByLabel('Full name').fill(name)
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Password', { exact: true }).fill('Profile2026')
  await form.getByRole('button', { name: 'Create account' }).click()
  await page.goto(verifyLink(await latestMail(request, email)))
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible()
  return email
}

test.beforeEach(async ({ page }) => dismissConsent(page))

test('profile update with an avatar', async ({ page, request }) => {
  // Sign-up, mail, confirmation, two saves, an upload and a reload: it ran at 26-31 s of the
  // 30 s default on a busy runner, so it gets a slow test's time.
  test.slow()
  await newConfirmedUser(page, request, 'Pat Profile')
  await page.goto('/profile')
  // The header has read the session before the save (otherwise it would read the new name anyway).
  const accountMenu = page.getByRole('banner').getByRole('button', { name: 'Account menu' })
  await accountMenu.click()
  await expect(page.getByRole('menu').getByText('Pat Profile', { exact: true })).toBeVisible()
  await page.keyboard.press('Escape')
  const details = page.getByRole('form', { name: 'Your details' })
  await details.getByLabel('Full name').fill('Pat Updated')
  await details.getByLabel('University or college').fill('University of Leeds')
  await details.getByRole('button', { name: 'Save details' }).click()
  await expect(page.getByText('Profile updated successfully!')).toBeVisible()
  // The header's account menu has the new name without a reload.
  await accountMenu.click()
  await expect(page.getByRole('menu').getByText('Pat Updated', { exact: true })).toBeVisible()
  await page.keyboard.press('Escape')

  await page
    .locator('#avatar-file')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG })
  const picture = page.getByRole('img', { name: 'Your profile picture' })
  await expect(picture).toHaveAttribute('src', /\/storage\/v1\/object\/public\/avatars\//)

  await page.reload()
  await expect(details.getByLabel('Full name')).toHaveValue('Pat Updated')
  await expect(details.getByLabel('University or college')).toHaveValue('University of Leeds')
  await expect(page.getByRole('img', { name: 'Your profile picture' })).toBeVisible()
})

test('a form sent after the session ended says so and keeps what was typed', async ({ page }) => {
  await signInThroughForm(page, demo.student.email, demo.student.password)
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto('/profile')
  const details = page.getByRole('form', { name: 'Your details' })
  await details.getByLabel('University or college').fill('University of Otago')
  // Signed out elsewhere: the session cookies are gone when the form is sent.
  await page.context().clearCookies()
  await details.getByRole('button', { name: 'Save details' }).click()
  await expect(page.getByText('No user logged in')).toBeVisible()
  await expect(details.getByLabel('University or college')).toHaveValue('University of Otago')
})

test('a form that cannot reach the server says so and keeps what was typed', async ({ page }) => {
  await page.goto('/auth')
  const form = page.getByRole('form', { name: 'Sign in' })
  await form.getByLabel('Email').fill(demo.student.email)
  await form.getByLabel('Password', { exact: true }).fill(demo.student.password)
  await page.context().setOffline(true)
  await form.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('We could not reach the server.')).toBeVisible()
  await page.context().setOffline(false)
  await expect(form.getByLabel('Email')).toHaveValue(demo.student.email)
})

test('a data download after the session ended says so rather than saving a page', async ({
  page,
}) => {
  await signInThroughForm(page, demo.student.email, demo.student.password)
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto('/profile')
  await page.context().clearCookies()
  await page.getByRole('button', { name: 'Download my data' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'No user logged in' })).toBeVisible()
})

test('the data export holds the member’s rows and no one else’s', async ({ page }) => {
  await signInThroughForm(page, demo.member.email, demo.member.password)
  await expect(page).toHaveURL(/\/dashboard$/)
  const origin = new URL(page.url()).origin
  const response = await page.request.post('/profile/export', { headers: { origin } })
  expect(response.status()).toBe(200)
  expect(response.headers()['content-disposition']).toMatch(
    /attachment; filename="?scholarly-support-data-\d{4}-\d{2}-\d{2}\.json/,
  )
  const text = await response.text()
  const data = JSON.parse(text) as Record<string, unknown>
  expect(text).toContain(demo.member.email)
  expect(text).not.toContain(demo.student.email)
  expect(text).not.toContain(demo.admin.email)
  expect(Object.keys(data)).toEqual(expect.arrayContaining(['profile', 'memberships']))
})

test('the export refuses signed-out visitors and other sites', async ({ page, request }) => {
  const signedOut = await request.post('/profile/export', { maxRedirects: 0 })
  expect([303, 307, 401]).toContain(signedOut.status())

  await signInThroughForm(page, demo.student.email, demo.student.password)
  await expect(page).toHaveURL(/\/dashboard$/)
  const crossSite = await page.request.post('/profile/export', {
    headers: { origin: 'https://evil.example' },
  })
  expect(crossSite.status()).toBe(403)
})

test('deleting the account removes the user', async ({ page, request }) => {
  const email = await newConfirmedUser(page, request, 'Dee Delete')
  await page.goto('/profile')
  await page.getByRole('button', { name: 'Delete my account' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
  const confirm = dialog.getByRole('button', { name: 'Delete my account' })
  await expect(confirm).toBeDisabled()
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE')
  await confirm.click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible()

  await signInThroughForm(page, email, 'Profile2026')
  await expect(page.getByText('Invalid login credentials')).toBeVisible()
})
