import { readFile } from 'node:fs/promises'

import { expect, test, type APIRequestContext, type Browser } from '@playwright/test'

import { demo, signInThroughForm, supabaseUrl } from './accounts-support'
import { dismissConsent } from './support'
import { expectNoAxeViolations } from './axe'
import { serviceRest } from './service-rest'

/** A deadline as a datetime-local input takes it, `days` from now. */
function inDays(days: number) {
  const date = new Date(Date.now() + days * 86_400_000)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** Waits until the outbox holds a mail to `to` whose subject matches. */
async function mailWithSubject(request: APIRequestContext, to: string, subject: string) {
  await expect
    .poll(
      async () => {
        const response = await request.get(
          `${supabaseUrl}/mail/api/messages?to=${encodeURIComponent(to)}`,
        )
        const { messages } = (await response.json()) as { messages: { subject: string }[] }
        return messages.some((message) => message.subject === subject)
      },
      { timeout: 10_000 },
    )
    .toBe(true)
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

test('an order goes from the student request through quote, paid, delivered and completed', async ({
  browser,
  request,
}) => {
  // Two browsers and six server actions on a shared two-core machine.
  test.setTimeout(240_000)
  const student = await signedInPage(browser, demo.student, '/auth')
  await student.goto('/services#proofreading')
  await student.getByRole('button', { name: /^Request this service\s*: Proofreading$/ }).click()
  const form = student.getByRole('form', { name: 'Order request' })
  const subject = `Marine biology essay ${Date.now()}`
  await form.getByLabel('Subject or module').fill(subject)
  await form.getByLabel('When do you need help by?').fill(inDays(8))
  await form
    .getByLabel('Brief')
    .fill('Please give feedback on the structure of my own 1,500-word essay.')
  await form.getByRole('checkbox').check()
  await form.getByRole('button', { name: 'Send request' }).click()
  const sent = student.getByRole('status').filter({ hasText: /Request SS-\d{4}-\d{6} sent/ })
  await expect(sent).toBeVisible()
  const orderNumber = (await sent.textContent())!.match(/SS-\d{4}-\d{6}/)![0]

  const admin = await signedInPage(browser, demo.admin, '/admin-auth')
  await admin.goto(`/admin/orders?q=${orderNumber}`)
  await expect(admin.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible()
  const row = admin.getByRole('row').filter({ hasText: orderNumber })
  await expect(row).toContainText('Awaiting quote')
  // Instants are in the admin's own time zone once hydrated (the server's render says "UTC").
  await expect(row.locator('time')).toHaveCount(2)
  for (const time of await row.locator('time').all()) await expect(time).not.toHaveText(/UTC/)
  await expectNoAxeViolations(admin, { allRules: true })
  // The export holds exactly the rows the list's search matched.
  const download = admin.waitForEvent('download')
  await admin.getByRole('link', { name: 'Export CSV' }).click()
  const lines = (await readFile(await (await download).path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/)
  expect(lines).toHaveLength(2)
  expect(lines[1]).toMatch(new RegExp(`^${orderNumber},.*,pending,Proofreading,${subject},`))
  await row.getByRole('link', { name: orderNumber }).click()

  await expect(admin.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible()
  await expect(admin).toHaveTitle(`Order ${orderNumber} | Admin`)
  await expect(admin.getByRole('definition').filter({ hasText: subject })).toBeVisible()
  await expect(admin.getByRole('definition').locator('time')).not.toHaveText(/UTC/)
  await expectNoAxeViolations(admin, { allRules: true })

  // The quote needs a price: refused without one.
  const quote = admin.getByRole('form', { name: 'Send a quote' })
  await quote.getByRole('button', { name: 'Send quote' }).click()
  await expect(quote.getByText('Enter the price.', { exact: true })).toBeVisible()
  await quote.getByLabel('Price').fill('95')
  await quote.getByRole('button', { name: 'Send quote' }).click()
  await expect(admin.getByRole('button', { name: 'Mark as paid' })).toBeVisible()
  await mailWithSubject(request, demo.student.email, `Your order ${orderNumber} is now quoted`)

  await student.goto('/dashboard')
  const order = student.getByRole('main').getByRole('listitem').filter({ hasText: subject })
  await expect(order).toContainText('Quoted')
  await expect(order).toContainText('$95.00')

  const steps = [
    ['Mark as paid', 'paid', 'Paid'],
    ['Mark as in progress', 'in progress', 'In progress'],
    ['Mark as delivered', 'delivered', 'Delivered'],
    ['Mark as completed', 'completed', 'Completed'],
  ] as const
  for (const [index, [button, mailed, shown]] of steps.entries()) {
    await admin.getByRole('button', { name: button }).click()
    await mailWithSubject(request, demo.student.email, `Your order ${orderNumber} is now ${mailed}`)
    // The keyboard stays on the workflow's button, now offering the next step.
    const next = steps[index + 1]
    if (next) await expect(admin.getByRole('button', { name: next[0] })).toBeFocused()
    await student.reload()
    await expect(order).toContainText(shown)
  }
  await expect(admin.getByText('This order is closed; nothing more to do.')).toBeVisible()
  await expect(admin.getByRole('main')).toContainText('Delivered → Completed')
})

test('opening a new message lowers the sidebar’s unread count at once', async ({ browser }) => {
  const name = `Count Visitor ${Date.now()}`
  const [message] = await serviceRest<{ id: string }[]>('messages', {
    method: 'POST',
    body: JSON.stringify({
      name,
      email: 'count.visitor@example.org',
      subject: 'Is the count right?',
      body: 'Checking the unread count.',
    }),
  })
  const admin = await signedInPage(browser, demo.admin, '/admin-auth')
  await admin.goto('/admin/messages')
  const messages = admin
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: /^Messages/ })
  // The badge against the database's own count of new messages, read again on each try.
  const badgeMatchesDatabase = async () => {
    const shown = Number(/(\d+) unread/.exec((await messages.textContent()) ?? '')?.[1] ?? 0)
    const unread = await serviceRest<unknown[]>('messages?status=eq.new&select=id')
    return shown === unread.length
  }
  await expect.poll(badgeMatchesDatabase).toBe(true)
  // Opened by an in-app link, so the layout is the one already on the page.
  await admin.getByRole('link', { name, exact: true }).click()
  await expect(admin).toHaveURL(new RegExp(`/admin/messages/${message!.id}$`))
  await expect(admin.getByRole('main')).toContainText('Read')
  await expect.poll(badgeMatchesDatabase).toBe(true)
  await admin.context().close()
})

test('the admin order, student and message pages have no serious or critical axe violations', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const [message] = await serviceRest<{ id: string }[]>('messages', {
    method: 'POST',
    body: JSON.stringify({
      name: 'Axe Visitor',
      email: 'axe.visitor@example.org',
      subject: 'A question about tutoring',
      body: 'Do you offer weekly sessions?',
    }),
  })

  const admin = await signedInPage(browser, demo.admin, '/admin-auth')
  // Each page's title names what it shows (WCAG 2.4.2): a detail page, its record.
  for (const [path, title] of [
    ['/admin/students', 'Students | Admin'],
    [`/admin/students/${demo.student.id}`, 'Student: Sam Student | Admin'],
    ['/admin/messages', 'Messages | Admin'],
    [`/admin/messages/${message!.id}`, 'Message from Axe Visitor | Admin'],
  ] as const) {
    await admin.goto(path)
    await expect(admin.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(admin).toHaveTitle(title)
    await expectNoAxeViolations(admin, { allRules: true })
  }
  // Opening the message marked it read; replying stores the reply with it and mails the sender.
  await expect(admin.getByRole('main')).toContainText('Read')
  const reply = admin.getByRole('form', { name: 'Reply to axe.visitor@example.org' })
  await reply.getByLabel('Reply', { exact: true }).fill('Yes: weekly sessions start every Monday.')
  // Leaving with a reply written asks first; staying keeps the text.
  const prompts: string[] = []
  admin.once('dialog', (dialog) => {
    prompts.push(dialog.message())
    void dialog.dismiss()
  })
  await admin
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Orders' })
    .click()
  await expect
    .poll(() => prompts)
    .toEqual(['You have unsaved changes. Leave this page and lose them?'])
  await expect(admin).toHaveURL(/\/admin\/messages\/[0-9a-f-]{36}$/)
  await expect(reply.getByLabel('Reply', { exact: true })).toHaveValue(
    'Yes: weekly sessions start every Monday.',
  )
  await reply.getByRole('button', { name: 'Send reply' }).click()
  await expect(admin.getByRole('main')).toContainText('To axe.visitor@example.org')
  await mailWithSubject(request, 'axe.visitor@example.org', 'Re: A question about tutoring')
})

test('a reversed date range says so, and clearing the filters clears the dates too', async ({
  page,
}) => {
  await dismissConsent(page)
  await signInThroughForm(page, demo.admin.email, demo.admin.password, '/admin-auth')
  await expect(page).toHaveURL(/\/admin$/)
  await page.goto('/admin/orders?from=2026-12-01&to=2026-11-01&q=essay')
  await expect(
    page.getByRole('alert').filter({ hasText: 'The From date is after the To date' }),
  ).toBeVisible()
  await expect(page.getByText('No orders match.')).toBeVisible()
  await page.getByRole('link', { name: 'Clear search and filters' }).click()
  await expect(page).toHaveURL(/\/admin\/orders$/)
  await expect(page.getByRole('alert').filter({ hasText: 'From date' })).toHaveCount(0)
  await expect(page.getByText('No orders match.')).toHaveCount(0)
})
