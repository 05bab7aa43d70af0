import { expect, test } from '@playwright/test'

import { demo, latestMail, signInThroughForm, uniqueEmail, verifyLink } from './accounts-support'
import { dismissConsent } from './support'
import { expectNoAxeViolations } from './axe'

test.beforeEach(async ({ page }) => dismissConsent(page))

/** A deadline as a datetime-local input takes it, `days` from now. */
function inDays(days: number) {
  const date = new Date(Date.now() + days * 86_400_000)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

test('lists every service with an anchor, labelled prices, the integrity promise and JSON-LD', async ({
  page,
}) => {
  await page.goto('/services')
  await expect(page.getByRole('heading', { level: 1, name: 'Our services' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Our academic integrity promise' })).toBeVisible()
  await expect(page.locator('#proofreading').getByRole('heading', { level: 2 })).toHaveText(
    'Proofreading',
  )
  await expect(page.locator('#tutoring')).toContainText('From $45 USD')
  await expect(page.locator('#tutoring')).not.toContainText('Prices are set in')
  await expect(page.locator('#tutoring')).toContainText('Who it is for')
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(jsonLd.join('')).toContain('"@type":"Service"')
  expect(jsonLd.join('')).toContain('"@type":"BreadcrumbList"')
  await expectNoAxeViolations(page, { allRules: true })
})

test.describe('for a UK reader', () => {
  test.use({ locale: 'en-GB' })

  test('labels a US-dollar price without converting it', async ({ page }) => {
    await page.goto('/services')
    await expect(page.locator('#tutoring')).toContainText('From $45 USD')
    await expect(page.locator('#tutoring')).toContainText(
      'Prices are set in USD; your quote and checkout show the exact amount in GBP.',
    )
  })
})

test('order request: sign in from the service, send, get mail, see and cancel it on the dashboard', async ({
  page,
  request,
}) => {
  await page.goto('/services#proofreading')
  const requestButton = page.getByRole('button', {
    name: /^Request this service\s*: Proofreading$/,
  })
  // Signed out it leads to the sign-in page, so it does not say it opens a dialog.
  await expect(requestButton).not.toHaveAttribute('aria-haspopup')
  await requestButton.click()
  await expect(page).toHaveURL(/\/auth\?next=%2Fservices%23proofreading$/)
  await signInThroughForm(page, demo.student.email, demo.student.password, page.url())
  await expect(page).toHaveURL(/\/services#proofreading$/)

  const form = page.getByRole('form', { name: 'Order request' })
  await expect(form).toBeVisible()
  await expect(form.getByRole('combobox', { name: 'Service' })).toHaveValue('proofreading')

  // Field errors first: nothing filled, a past deadline, no acknowledgement.
  await form.getByLabel('When do you need help by?').fill(inDays(-1))
  await form.getByRole('button', { name: 'Send request' }).click()
  await expect(form.getByText('The deadline must be in the future.')).toBeVisible()
  await expect(form.getByText('Please confirm the academic integrity statement.')).toBeVisible()

  const subject = `Ecology lab report ${Date.now()}`
  await form.getByLabel('Subject or module').fill(subject)
  await form.getByLabel('When do you need help by?').fill(inDays(6))
  await form
    .getByLabel('Brief')
    .fill('Please proofread my own 2,000-word lab report; UK spelling and APA 7 references.')
  // Closed by mistake, the dialog opens again on what was typed.
  await page.keyboard.press('Escape')
  await expect(form).toHaveCount(0)
  await requestButton.click()
  await expect(form.getByLabel('Subject or module')).toHaveValue(subject)
  await expect(form.getByLabel('Brief')).toHaveValue(/^Please proofread my own 2,000-word/)
  await form.getByRole('checkbox').check()
  await form.getByRole('button', { name: 'Send request' }).click()
  const sent = page.getByRole('status').filter({ hasText: /Request SS-\d{4}-\d{6} sent/ })
  await expect(sent).toBeVisible()
  const orderNumber = (await sent.textContent())!.match(/SS-\d{4}-\d{6}/)![0]

  const mail = await latestMail(request, demo.student.email)
  expect(mail.subject).toContain(orderNumber)

  await page.goto('/dashboard')
  const order = page.getByRole('main').getByRole('listitem').filter({ hasText: subject })
  await expect(order).toContainText(subject)
  await expect(order).toContainText('Awaiting quote')
  page.once('dialog', (dialog) => void dialog.accept())
  await order.getByRole('button', { name: /Cancel order/ }).click()
  await expect(order).toContainText('Cancelled')
  await expect(order.getByRole('button', { name: /Cancel order/ })).toHaveCount(0)
  // The button has gone; the keyboard carries on from the order's heading.
  await expect(order.getByRole('heading', { name: subject })).toBeFocused()
})

test('order request: a visitor who creates an account instead is back at the form once they confirm', async ({
  page,
  request,
}) => {
  // Sign-up, its email and the confirmation: several Auth round trips with bcrypt.
  test.slow()
  const email = uniqueEmail('services-sign-up')
  await page.goto('/services#proofreading')
  await page.getByRole('button', { name: /^Request this service\s*: Proofreading$/ }).click()
  await expect(page).toHaveURL(/\/auth\?next=%2Fservices%23proofreading$/)
  await page.getByRole('tab', { name: 'Create account' }).click()
  const signUp = page.getByRole('form', { name: 'Create account' })
  await signUp.getByLabel('Email').fill(email)
  await signUp.getByLabel('Password', { exact: true }).fill('Proofread2026')
  await signUp.getByRole('button', { name: 'Create account' }).click()
  await expect(
    signUp.getByRole('status').filter({ hasText: `We have sent a confirmation link to ${email}.` }),
  ).toBeVisible()

  // The link still returns to the site root (spec); where the visitor was heading waits in a
  // cookie, so following it in this browser, in a new tab as a mail app opens it, ends at the
  // form they asked for.
  const link = new URL(verifyLink(await latestMail(request, email)))
  expect(link.searchParams.get('redirect_to')).toBe(new URL('/', page.url()).href)
  const tab = await page.context().newPage()
  await tab.goto(link.href)
  await expect(tab).toHaveURL(/\/services#proofreading$/)
  const form = tab.getByRole('form', { name: 'Order request' })
  await expect(form).toBeVisible()
  await expect(form.getByRole('combobox', { name: 'Service' })).toHaveValue('proofreading')
})

test.describe('for a student in Toronto', () => {
  test.use({ timezoneId: 'America/Toronto' })

  test('the dashboard shows the deadline in the zone it was entered in, naming it', async ({
    page,
  }) => {
    await page.goto('/services#tutoring')
    await page
      .getByRole('button', { name: /^Request this service\s*: One-to-One Tutoring$/ })
      .click()
    await expect(page).toHaveURL(/\/auth\?next=%2Fservices%23tutoring$/)
    await signInThroughForm(page, demo.student.email, demo.student.password, page.url())
    await expect(page).toHaveURL(/\/services#tutoring$/)
    const form = page.getByRole('form', { name: 'Order request' })
    await expect(form.getByText('In your time zone (America/Toronto).')).toBeVisible()

    const day = inDays(6).slice(0, 10)
    const subject = `Statistics tutoring ${Date.now()}`
    await form.getByLabel('Subject or module').fill(subject)
    await form.getByLabel('When do you need help by?').fill(`${day}T17:00`)
    await form.getByLabel('Brief').fill('An hour on regression diagnostics before my own exam.')
    await form.getByRole('checkbox').check()
    await form.getByRole('button', { name: 'Send request' }).click()
    await expect(page.getByRole('status').filter({ hasText: /sent/ })).toBeVisible()

    await page.goto('/dashboard')
    const order = page.getByRole('main').getByRole('listitem').filter({ hasText: subject })
    const dayText = new Intl.DateTimeFormat('en-GB', {
      dateStyle: 'medium',
      timeZone: 'UTC',
    }).format(new Date(`${day}T12:00:00Z`))
    const deadline = order.getByRole('definition').filter({ hasText: 'America/Toronto' })
    await expect(deadline).toContainText(`${dayText}, 17:00 (America/Toronto)`)
    // Then once more in the zone the rest of the dashboard uses (the profile's, or UTC).
    await expect(deadline.locator('span')).toHaveText(/\d{2}:\d{2} \((?!America\/Toronto)[^)]+\)$/)
  })
})
