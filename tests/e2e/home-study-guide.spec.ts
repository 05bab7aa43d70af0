import { expect, test, type Page } from '@playwright/test'

import { latestMail, uniqueEmail } from './accounts-support'
import { dismissConsent, presetStorage, THEME_KEY } from './support'
import { expectNoAxeViolations } from './axe'

const SUCCESS = 'Success! Check your email for the Study Success Guide PDF'

function studyGuide(page: Page) {
  const form = page.getByRole('form', { name: 'Get the Study Success Guide' })
  return {
    form,
    email: form.getByLabel('Email address'),
    submit: form.getByRole('button', { name: /Send me the guide|Sending/ }),
    alert: form.getByRole('alert'),
    /** A refusal the toast announced, still shown in the form, outside any live region. */
    failure: (text: string) =>
      form.locator('p:not([role]):not([aria-live] *)').filter({ hasText: text }),
    panel: page.getByTestId('study-guide-success'),
  }
}

test.beforeEach(async ({ page }) => {
  await dismissConsent(page)
})

test('the submit button stays disabled until there is an email', async ({ page }) => {
  await page.goto('/')
  const { email, submit } = studyGuide(page)
  await expect(email).toHaveAttribute('type', 'email')
  await expect(email).toHaveAttribute('required', '')
  await expect(submit).toBeDisabled()
  await email.fill('   ')
  await expect(submit).toBeDisabled()
  await email.fill('student@example.org')
  await expect(submit).toBeEnabled()
  await email.fill('')
  await expect(submit).toBeDisabled()
})

test('a visitor gets the guide by email and the form returns after 5 seconds', async ({
  page,
  request,
}) => {
  // Five seconds of success panel, an email and a download on a shared two-core machine.
  await page.goto('/')
  const guide = studyGuide(page)
  const address = uniqueEmail('guide')

  // Hold the request so the sending state can be seen.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  const posted = page.waitForRequest('**/api/lead-capture')
  await page.route('**/api/lead-capture', async (route) => {
    await held
    await route.continue()
  })

  await guide.email.fill(`  ${address}  `)
  await guide.submit.click()
  await expect(guide.email).toBeDisabled()
  await expect(guide.submit).toBeDisabled()
  await expect(guide.submit).toHaveText('Sending…')
  expect((await posted).postDataJSON()).toEqual({
    email: address,
    sourcePath: '/',
    captchaToken: '',
  })
  release()

  await expect(guide.panel).toContainText('Your guide is on its way')
  const shownAt = Date.now()
  await expect(guide.panel).toBeFocused()
  // The spec's words are the toast's alone, so they are on the page once.
  await expect(page.getByText(SUCCESS)).toBeVisible()
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: SUCCESS })).toBeVisible()
  await expect(page.locator('body > canvas')).toHaveCount(1)
  // Particles are drawn, not only a canvas added (a worker the CSP refuses draws nothing).
  await expect
    .poll(() =>
      page.evaluate(() => {
        const canvas = document.querySelector<HTMLCanvasElement>('body > canvas')!
        const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height)
        return data.some((value, index) => index % 4 === 3 && value > 0)
      }),
    )
    .toBe(true)
  await expect(guide.form).toBeHidden()

  await expect(guide.form).toBeVisible({ timeout: 10_000 })
  const elapsed = Date.now() - shownAt
  expect(elapsed).toBeGreaterThan(4_000)
  expect(elapsed).toBeLessThan(8_500)
  await expect(guide.panel).toBeHidden()
  await expect(guide.email).toHaveValue('')
  await expect(guide.email).toBeFocused()

  const mail = await latestMail(request, address)
  expect(mail.subject).toBe('Your free Study Success Guide from Scholarly Support')
  const link = mail.links.find((href) => href.includes('/storage/v1/object/sign/lead-magnets/'))
  expect(link).toBeDefined()
  const pdf = await request.get(link!)
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toContain('application/pdf')
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')

  // The email's unsubscribe link works on this site: opening it only asks; the button acts,
  // and the way back in sends the guide again.
  const unsubscribe = mail.links.find((href) => href.includes('/unsubscribe?token='))
  expect(unsubscribe).toBeDefined()
  const { pathname, search } = new URL(unsubscribe!)
  await page.goto(`${pathname}${search}`)
  await expect(page.getByText(/Stop emails about the Study Success Guide/)).toBeVisible()
  await expect(page.getByText('You have been unsubscribed.')).toHaveCount(0)
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByText('You have been unsubscribed.')).toBeVisible()
  await expectNoAxeViolations(page, { include: 'main', anyImpact: true })
  await page.getByRole('button', { name: 'Send me the guide again' }).click()
  await expect(page.getByText(/You are subscribed again/)).toBeVisible()
})

test('no confetti for visitors who prefer reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.route('**/api/lead-capture', (route) => route.fulfill({ json: { success: true } }))
  await page.goto('/')
  const guide = studyGuide(page)
  await guide.email.fill('calm@example.org')
  await guide.submit.click()
  await expect(guide.panel).toContainText('Your guide is on its way')
  await page.waitForTimeout(500)
  await expect(page.locator('body > canvas')).toHaveCount(0)
})

test('failures show the server message, or the fallback when there is none', async ({ page }) => {
  const answers = [
    { status: 429, json: { success: false, error: 'Too many requests. Please wait.' } },
    { status: 500, json: { message: 'unexpected' } },
  ]
  await page.route('**/api/lead-capture', (route) => route.fulfill(answers.shift()!))
  await page.goto('/')
  const guide = studyGuide(page)

  await guide.email.fill('someone@example.org')
  await guide.submit.click()
  // In the spec's toast, and in the form's status line, where it stays, announced once.
  await expect(guide.failure('Too many requests. Please wait.')).toBeVisible()
  await expect(guide.alert).toHaveCount(0)
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Too many requests. Please wait.' }),
  ).toBeVisible()
  await expect(guide.email).toBeEnabled()
  await expect(guide.email).toHaveValue('someone@example.org')
  // A refusal is not the address's fault.
  await expect(guide.email).not.toHaveAttribute('aria-invalid')

  await guide.submit.click()
  await expect(guide.failure('Failed to send study guide')).toBeVisible()
  await expect(guide.failure('Too many requests. Please wait.')).toHaveCount(0)
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Failed to send study guide' }),
  ).toBeVisible()
  await expect(guide.panel).toBeHidden()
})

test('an invalid email shows its error on the field, which takes the focus', async ({ page }) => {
  const posted: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/lead-capture')) posted.push(request.url())
  })
  await page.goto('/')
  const guide = studyGuide(page)

  await guide.email.fill('not-an-email')
  await guide.submit.click()
  await expect(guide.email).toHaveAttribute('aria-invalid', 'true')
  await expect(guide.email).toHaveAccessibleDescription(/^Please enter a valid email address\./)
  await expect(guide.form.getByText('Please enter a valid email address.')).toBeVisible()
  await expect(guide.email).toBeFocused()
  await expect(guide.alert).toHaveCount(0)
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Please enter a valid email address.' }),
  ).toHaveCount(0)
  expect(posted).toEqual([])
  await expectNoAxeViolations(page, { include: '#study-guide', anyImpact: true })

  // Typing again clears the error.
  await guide.email.pressSequentially('@example.org')
  await expect(guide.email).not.toHaveAttribute('aria-invalid')
  await expect(guide.form.getByText('Please enter a valid email address.')).toHaveCount(0)
})

test('a server refusal stays in the form after its toast has gone', async ({ page }) => {
  const refusal = 'Too many requests. Please wait.'
  await page.route('**/api/lead-capture', (route) =>
    route.fulfill({ status: 429, json: { success: false, error: refusal } }),
  )
  await page.goto('/')
  const guide = studyGuide(page)

  await guide.email.fill('someone@example.org')
  await guide.submit.click()
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: refusal })
  await expect(toast).toBeVisible()
  await expect(guide.failure(refusal)).toBeVisible()
  // Toasts last 4 s; the form's status line does not.
  await expect(toast).toBeHidden({ timeout: 10_000 })
  await expect(guide.failure(refusal)).toBeVisible()
  await expect(guide.alert).toHaveCount(0)
  await expect(guide.email).toHaveValue('someone@example.org')
  await expect(guide.email).toBeEnabled()
})

test('a tampered unsubscribe link is refused plainly', async ({ page }) => {
  await page.goto('/unsubscribe?token=00000000-0000-4000-8000-000000000000.forged')
  await expect(page.getByText('This unsubscribe link is not valid.')).toBeVisible()
})

for (const theme of ['light', 'dark'] as const) {
  test(`the study-guide form has no axe violations in ${theme} theme`, async ({ page }) => {
    await presetStorage(page, { [THEME_KEY]: theme })
    await page.route('**/api/lead-capture', (route) =>
      route.fulfill({ json: { success: false, error: 'Please enter a valid email address.' } }),
    )
    await page.goto('/')
    const guide = studyGuide(page)
    await guide.email.fill('someone@example.org')
    await guide.submit.click()
    const toast = page.locator('[data-sonner-toast]').filter({
      hasText: 'Please enter a valid email address.',
    })
    // Pointing at the toast holds it past its 4 s while axe reads it.
    await toast.hover()
    await expectNoAxeViolations(page, { include: '[data-sonner-toaster]', anyImpact: true })
    await expectNoAxeViolations(page, { include: '#study-guide', anyImpact: true })
  })
}
