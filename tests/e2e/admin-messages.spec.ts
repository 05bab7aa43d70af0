import { expect, test, type Locator, type Page } from '@playwright/test'

import { demo, signInThroughForm } from './accounts-support'
import { expectNoAxeViolations } from './axe'
import { serviceRest } from './service-rest'
import { dismissConsent } from './support'

type Message = { id: string; status: string }

let counter = 0

/** A label no other test in the run uses, to find its own rows among everyone's. */
const uniqueLabel = (label: string) => `${label}${Date.now()}x${++counter}`

/** A contact message written as the service role; never new, so unread counts stay as they are. */
async function addMessage(fields: {
  name: string
  subject: string
  body: string
  status: 'read' | 'archived'
}) {
  const [message] = await serviceRest<Message[]>('messages', {
    method: 'POST',
    body: JSON.stringify({ email: 'inbox.visitor@example.org', ...fields }),
  })
  return message!
}

/** A reply stored with the message, as sending one from its page leaves it. */
async function addReply(messageId: string) {
  await serviceRest('message_replies', {
    method: 'POST',
    body: JSON.stringify({
      message_id: messageId,
      sent_to: 'inbox.visitor@example.org',
      subject: 'Re: your question',
      body: 'We answered this one.',
    }),
  })
}

async function statusOf(id: string) {
  const [message] = await serviceRest<Message[]>(`messages?id=eq.${id}&select=id,status`, {
    method: 'GET',
  })
  return message?.status
}

async function signInAsAdmin(page: Page) {
  await dismissConsent(page)
  await signInThroughForm(page, demo.admin.email, demo.admin.password, '/admin-auth')
  await expect(page).not.toHaveURL(/\/(admin-)?auth/)
}

/** The page has hydrated: its instants show in the browser's zone, not the server's "UTC". */
async function hydrated(times: Locator) {
  await expect(times.first()).toBeVisible()
  for (const time of await times.all()) await expect(time).not.toHaveText(/UTC/)
}

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text })

test('an archived message goes back to the inbox from its page, as replied when it has a reply', async ({
  page,
}) => {
  const subject = uniqueLabel('Archived question ')
  const message = await addMessage({
    name: 'Archived Visitor',
    subject,
    body: 'Can you check my references?',
    status: 'archived',
  })
  await addReply(message.id)
  await signInAsAdmin(page)
  await page.goto(`/admin/messages/${message.id}`)
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible()
  await hydrated(page.getByRole('main').locator('time'))
  const badge = page.getByRole('main').locator('[data-slot="badge"]')
  await expect(badge).toHaveText('Archived')
  await expectNoAxeViolations(page, { allRules: true })

  await page.getByRole('button', { name: 'Unarchive', exact: true }).click()
  await expect(toast(page, '1 message moved back to the inbox')).toBeVisible()
  await expect(badge).toHaveText('Replied')
  // The Archive button takes the place of the one that was pressed, and the keyboard with it.
  await expect(page.getByRole('button', { name: 'Archive', exact: true })).toBeFocused()
  expect(await statusOf(message.id)).toBe('replied')

  // And back again: its confirmation closes onto Unarchive, which replaces Archive.
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Archive 1 message?' })
  await dialog.getByRole('button', { name: 'Archive 1 message' }).click()
  await expect(toast(page, '1 message archived')).toBeVisible()
  await expect(badge).toHaveText('Archived')
  await expect(page.getByRole('button', { name: 'Unarchive', exact: true })).toBeFocused()
  expect(await statusOf(message.id)).toBe('archived')
})

test('archived messages selected in the Archived view are unarchived together', async ({
  page,
}) => {
  const label = uniqueLabel('Bulk')
  const answered = await addMessage({
    name: `${label} Answered`,
    subject: 'Essay feedback',
    body: 'Thanks for the feedback.',
    status: 'archived',
  })
  await addReply(answered.id)
  const unanswered = await addMessage({
    name: `${label} Unanswered`,
    subject: 'Spam?',
    body: 'Please ignore.',
    status: 'archived',
  })
  await signInAsAdmin(page)
  await page.goto(`/admin/messages?status=archived&q=${label}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible()
  const rows = page.getByRole('row').filter({ hasText: label })
  await expect(rows).toHaveCount(2)
  await hydrated(rows.locator('time'))

  for (const row of await rows.all()) {
    const select = row.getByRole('checkbox', { name: 'Select row' })
    await expect(async () => select.check({ timeout: 5_000 })).toPass()
  }
  const bulk = page.getByRole('region', { name: 'Bulk actions' })
  await expect(bulk).toContainText('2 selected')
  // Every row selected is archived already, so archiving is not offered.
  await expect(bulk.getByRole('button', { name: /^Archive/ })).toHaveCount(0)
  await bulk.getByRole('button', { name: 'Unarchive 2 messages' }).click()

  await expect(toast(page, '2 messages moved back to the inbox')).toBeVisible()
  await expect(rows).toHaveCount(0)
  await expect(page.getByText('No messages match.')).toBeVisible()
  // The selection and its bar are gone; the keyboard stays in the table.
  await expect(page.getByRole('checkbox', { name: 'Select all rows on this page' })).toBeFocused()
  expect([await statusOf(answered.id), await statusOf(unanswered.id)]).toEqual(['replied', 'read'])

  // Back in the inbox, where the default view finds them again.
  await page.goto(`/admin/messages?q=${label}`)
  await expect(page.getByRole('row').filter({ hasText: label })).toHaveCount(2)
})

test('messages selected in the inbox are archived together, and the keyboard stays in the table', async ({
  page,
}) => {
  const label = uniqueLabel('Tidy')
  const first = await addMessage({
    name: `${label} First`,
    subject: 'Old question',
    body: 'Already answered by phone.',
    status: 'read',
  })
  const second = await addMessage({
    name: `${label} Second`,
    subject: 'Duplicate',
    body: 'Sent twice by mistake.',
    status: 'read',
  })
  await signInAsAdmin(page)
  await page.goto(`/admin/messages?q=${label}`)
  const rows = page.getByRole('row').filter({ hasText: label })
  await expect(rows).toHaveCount(2)
  await hydrated(rows.locator('time'))

  for (const row of await rows.all()) {
    const select = row.getByRole('checkbox', { name: 'Select row' })
    await expect(async () => select.check({ timeout: 5_000 })).toPass()
  }
  const bulk = page.getByRole('region', { name: 'Bulk actions' })
  await bulk.getByRole('button', { name: 'Archive 2 messages' }).click()
  const dialog = page.getByRole('dialog', { name: 'Archive 2 messages?' })
  await dialog.getByRole('button', { name: 'Archive 2 messages' }).click()

  await expect(toast(page, '2 messages archived')).toBeVisible()
  await expect(rows).toHaveCount(0)
  // The bulk bar, and the button that opened the dialog, went with the selection: the keyboard
  // stays in the table, on its select-all box, as after a bulk unarchive.
  await expect(page.getByRole('checkbox', { name: 'Select all rows on this page' })).toBeFocused()
  expect([await statusOf(first.id), await statusOf(second.id)]).toEqual(['archived', 'archived'])
})

test('a reply sent from a message’s page is listed with it, and the keyboard stays on Send reply', async ({
  page,
}) => {
  const subject = uniqueLabel('Reply question ')
  const message = await addMessage({
    name: 'Reply Visitor',
    subject,
    body: 'Do you proofread theses?',
    status: 'read',
  })
  await signInAsAdmin(page)
  await page.goto(`/admin/messages/${message.id}`)
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible()
  await hydrated(page.getByRole('main').locator('time'))

  const form = page.getByRole('form', { name: 'Reply to inbox.visitor@example.org' })
  await form.getByRole('textbox', { name: 'Reply', exact: true }).fill('Yes, up to 100 pages.')
  const send = form.getByRole('button', { name: 'Send reply' })
  await send.click()

  await expect(toast(page, 'Reply sent to inbox.visitor@example.org')).toBeVisible()
  await expect(page.getByRole('main').locator('[data-slot="badge"]')).toHaveText('Replied')
  await expect(page.getByRole('region', { name: 'Replies' }).getByRole('listitem')).toContainText(
    'Yes, up to 100 pages.',
  )
  // The page is rendered again with the reply; the form, and the button that sent it, stay.
  await expect(send).toBeFocused()
  expect(await statusOf(message.id)).toBe('replied')
})

test('deleting a message asks first, then lands on the list with a toast and focus on its heading', async ({
  page,
}) => {
  const label = uniqueLabel('Delete')
  const message = await addMessage({
    name: `${label} Visitor`,
    subject: `Please remove ${label}`,
    body: 'Sent to the wrong address.',
    status: 'read',
  })
  await addReply(message.id)
  await signInAsAdmin(page)
  await page.goto(`/admin/messages?q=${label}`)
  const link = page.getByRole('link', { name: `${label} Visitor`, exact: true })
  await hydrated(page.getByRole('row').filter({ hasText: label }).locator('time'))
  await link.click()
  await expect(page).toHaveURL(new RegExp(`/admin/messages/${message.id}$`))
  await hydrated(page.getByRole('main').locator('time'))

  await page.getByRole('button', { name: 'Delete message' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete 1 message?' })
  await expect(dialog).toContainText(`“Please remove ${label}” will be deleted with the 1 reply`)
  // Cancelling keeps it.
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  expect(await statusOf(message.id)).toBe('read')

  await page.getByRole('button', { name: 'Delete message' }).click()
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/messages$/)
  await expect(toast(page, 'Deleted the message')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeFocused()
  await expect(link).toHaveCount(0)
  expect(await statusOf(message.id)).toBeUndefined()
  expect(
    await serviceRest(`message_replies?message_id=eq.${message.id}`, { method: 'GET' }),
  ).toEqual([])
})

test('the list’s search finds a message by words in its body alone', async ({ page }) => {
  const word = uniqueLabel('quokka')
  const message = await addMessage({
    name: 'Body Search Visitor',
    subject: 'A question',
    body: `My dissertation is about the ${word} and its habitat.`,
    status: 'read',
  })
  await signInAsAdmin(page)
  await page.goto('/admin/messages')
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible()
  const search = page.getByRole('searchbox', {
    name: 'Search messages by name, email, subject or message',
  })
  await search.fill(word.toUpperCase())
  await search.press('Enter')
  await expect(page).toHaveURL(new RegExp(`[?&]q=${word.toUpperCase()}`))
  const rows = page.getByRole('row').filter({ hasText: 'Body Search Visitor' })
  await expect(rows).toHaveCount(1)
  await rows.getByRole('link', { name: 'Body Search Visitor' }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/messages/${message.id}$`))

  // `%` in the term is a percent sign, not a wildcard: nothing in the body has one after the word.
  await page.goto(`/admin/messages?q=${encodeURIComponent(`${word}%habitat`)}`)
  await expect(page.getByText('No messages match.')).toBeVisible()
})
