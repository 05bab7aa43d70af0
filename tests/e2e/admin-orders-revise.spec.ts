import { expect, test, type APIRequestContext, type Browser } from '@playwright/test'

import { demo, signInThroughForm, supabaseUrl } from './accounts-support'
import { expectNoAxeViolations } from './axe'
import { serviceRest } from './service-rest'
import { dismissConsent } from './support'

type OrderRow = {
  id: string
  order_number: string
  status: string
  price: number | string
  currency: string
}

/** The subjects of the mails sent to `to` so far. */
async function subjectsTo(request: APIRequestContext, to: string) {
  const response = await request.get(
    `${supabaseUrl}/mail/api/messages?to=${encodeURIComponent(to)}`,
  )
  const { messages } = (await response.json()) as { messages: { subject: string }[] }
  return messages.map((message) => message.subject)
}

async function signedInPage(
  browser: Browser,
  account: { email: string; password: string },
  path: string,
) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await dismissConsent(page)
  await signInThroughForm(page, account.email, account.password, path)
  await expect(page).not.toHaveURL(/\/(admin-)?auth/)
  return page
}

/** The order's status and quote as stored, read as the service role. */
async function storedOrder(id: string) {
  const [row] = await serviceRest<OrderRow[]>(`orders?id=eq.${id}&select=status,price,currency`)
  return { status: row!.status, price: Number(row!.price), currency: row!.currency }
}

test('an admin revises a quote the student has not accepted; once paid it is refused', async ({
  browser,
  request,
}) => {
  // Two browsers and two server actions on a shared two-core machine.
  test.setTimeout(180_000)
  // An order of its own, quoted at 50 USD, so no other spec's seeded orders are touched.
  const subject = `Revised quote check ${Date.now()}`
  const [order] = await serviceRest<OrderRow[]>('orders', {
    method: 'POST',
    body: JSON.stringify({
      student_id: demo.student.id,
      subject,
      academic_level: 'undergraduate',
      brief: 'Feedback on the structure of my lab report.',
      deadline: new Date(Date.now() + 8 * 86_400_000).toISOString(),
      status: 'quoted',
      price: 50,
      currency: 'USD',
      academic_integrity_acknowledged: true,
    }),
  })
  const { id, order_number: orderNumber } = order!

  const admin = await signedInPage(browser, demo.admin, '/admin-auth')
  await admin.goto(`/admin/orders/${id}`)
  await expect(admin.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible()
  const price = admin.getByRole('definition').filter({ hasText: /\$50\.00/ })
  await expect(price).toBeVisible()

  const revise = admin.getByRole('button', { name: 'Revise quote', exact: true })
  await revise.click()
  const dialog = admin.getByRole('dialog', { name: `Revise the quote for order ${orderNumber}` })
  await expect(dialog).toContainText('The quote is US$50.00.')
  await expectNoAxeViolations(admin, { allRules: true, label: 'revise quote dialog' })
  const form = dialog.getByRole('form', { name: 'Revise the quote' })
  const newPrice = form.getByLabel('New price')
  await expect(newPrice).toHaveValue('50.00')

  // The same quote again is no revision; a price in words is no price.
  await form.getByRole('button', { name: 'Send revised quote' }).click()
  await expect(
    form.getByText(
      'That is the price already quoted. Enter the new price or choose another currency.',
    ),
  ).toBeVisible()
  await newPrice.fill('sixty')
  await form.getByRole('button', { name: 'Send revised quote' }).click()
  await expect(form.getByText('Enter the price in figures, such as 45 or 45.50.')).toBeVisible()
  await expect(newPrice).toHaveAttribute('aria-invalid', 'true')

  await newPrice.fill('62.50')
  await form.getByLabel('Currency').selectOption('GBP')
  await form.getByRole('button', { name: 'Send revised quote' }).click()
  await expect(dialog).toBeHidden()
  await expect(
    admin.locator('[data-sonner-toast]').filter({ hasText: 'Revised quote sent to the student' }),
  ).toBeVisible()
  // The keyboard is back on the button that opened the dialog, the page shows the new quote.
  await expect(revise).toBeFocused()
  await expect(admin.getByRole('definition').filter({ hasText: '£62.50' })).toBeVisible()
  await expect(admin.getByRole('main')).toContainText('Quote revised')
  await expect(admin.getByRole('main')).toContainText('Revised quote: 62.50 GBP (was 50.00 USD)')
  await expect(admin.getByRole('button', { name: 'Mark as paid' })).toBeVisible()
  expect(await storedOrder(id)).toEqual({ status: 'quoted', price: 62.5, currency: 'GBP' })
  await expect
    .poll(() => subjectsTo(request, demo.student.email), { timeout: 10_000 })
    .toContain(`Revised quote for your order ${orderNumber}`)

  const student = await signedInPage(browser, demo.student, '/auth')
  await student.goto('/dashboard')
  const listed = student.getByRole('main').getByRole('listitem').filter({ hasText: subject })
  await expect(listed).toContainText('Quoted')
  await expect(listed).toContainText('£62.50')
  await student.context().close()

  // The order is paid while the admin has the dialog open: the revision is refused, and says why.
  await revise.click()
  await expect(dialog).toContainText('The quote is £62.50.')
  await serviceRest(`orders?id=eq.${id}`, {
    method: 'PATCH',
    body: JSON.stringify({ status: 'paid' }),
  })
  await newPrice.fill('70')
  await form.getByRole('button', { name: 'Send revised quote' }).click()
  await expect(dialog.getByRole('alert')).toHaveText(
    'This order is now paid, so its quote can no longer be revised. Reload the page to see where it is now.',
  )
  expect(await storedOrder(id)).toEqual({ status: 'paid', price: 62.5, currency: 'GBP' })
  await dialog.getByRole('button', { name: 'Keep the quote' }).click()
  await admin.reload()
  await expect(admin.getByRole('button', { name: 'Mark as in progress' })).toBeVisible()
  await expect(admin.getByRole('button', { name: 'Revise quote' })).toHaveCount(0)
  await admin.context().close()
})
