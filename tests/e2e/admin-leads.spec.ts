import { readFile } from 'node:fs/promises'

import { expect, test, type Browser, type Page } from '@playwright/test'

import { demo, signInThroughForm } from './accounts-support'
import { expectNoAxeViolations } from './axe'
import { serviceRest } from './service-rest'
import { dismissConsent } from './support'

// Issue 16, part 2: an admin unsubscribes or deletes a lead from its row in the leads list. Each
// test seeds its own leads under a stamp and lists only those (the list's search), so the other
// admin specs running beside it change nothing here.
test.describe.configure({ timeout: 180_000 })

type StoredLead = { id: string; email: string; unsubscribed_at: string | null }

const stamp = `leads-e2e-${Date.now()}`
const prefix = (label: string) => `${stamp}-${label}-`

test.afterAll(async () => {
  await serviceRest(`leads?email=like.*${stamp}*`, { method: 'DELETE' })
})

async function signedInAdmin(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await dismissConsent(page)
  await signInThroughForm(page, demo.admin.email, demo.admin.password)
  await expect(page).toHaveURL(/\/dashboard$/)
  return page
}

/** Leads of the seeded guide, newest first in the list as given (a minute apart). */
async function seedLeads(label: string, count: number): Promise<string[]> {
  const [guide] = await serviceRest<{ id: string }[]>(
    'lead_magnets?slug=eq.study-success-guide&select=id',
  )
  const emails = Array.from({ length: count }, (_, i) => `${prefix(label)}${i + 1}@example.org`)
  await serviceRest('leads', {
    method: 'POST',
    body: JSON.stringify(
      emails.map((email, i) => ({
        email,
        source_path: '/',
        lead_magnet_id: guide?.id,
        created_at: new Date(Date.now() - (i + 1) * 60_000).toISOString(),
      })),
    ),
  })
  return emails
}

const storedLeads = (label: string) =>
  serviceRest<StoredLead[]>(
    `leads?email=like.${prefix(label)}*&select=id,email,unsubscribed_at&order=email`,
  )

/** The leads list searched for one test's leads only, with any other query appended. */
const leadsList = (page: Page, label: string, query = '') =>
  page.goto(`/admin/lead-magnets?q=${encodeURIComponent(prefix(label))}${query}`)

test('an admin unsubscribes a lead from its row, and the list, the database and the CSV follow', async ({
  browser,
}) => {
  const [first, second] = await seedLeads('unsub', 2)
  const admin = await signedInAdmin(browser)
  await leadsList(admin, 'unsub')
  const firstRow = admin.getByRole('row').filter({ hasText: first! })
  const secondRow = admin.getByRole('row').filter({ hasText: second! })
  await expect(firstRow.getByText('No', { exact: true })).toBeVisible()
  await expect(admin.getByRole('columnheader', { name: 'Actions', exact: true })).toBeVisible()

  const unsubscribe = admin.getByRole('button', { name: `Unsubscribe ${first}`, exact: true })
  await unsubscribe.click()
  const dialog = admin.getByRole('dialog', { name: `Unsubscribe ${first}?` })
  await expect(dialog).toContainText('Only its owner can opt back in')
  await expectNoAxeViolations(admin, { include: '[role="dialog"]', label: 'unsubscribe dialog' })
  // Cancelling changes nothing and hands focus back to the button.
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(unsubscribe).toBeFocused()
  expect((await storedLeads('unsub')).every((lead) => lead.unsubscribed_at === null)).toBe(true)

  await unsubscribe.press('Enter')
  await dialog.getByRole('button', { name: 'Unsubscribe', exact: true }).click()
  await expect(admin.getByText(`${first} is unsubscribed.`)).toBeVisible()
  await expect(firstRow.getByText(/^Unsubscribed /)).toBeVisible()
  await expect(unsubscribe).toHaveCount(0)
  // The button is gone, so focus moves to the row's other action rather than the page.
  await expect(admin.getByRole('button', { name: `Delete ${first}`, exact: true })).toBeFocused()
  await expect(
    secondRow.getByRole('button', { name: `Unsubscribe ${second}`, exact: true }),
  ).toBeVisible()

  const [firstStored, secondStored] = await storedLeads('unsub')
  expect(firstStored?.unsubscribed_at).not.toBeNull()
  expect(secondStored?.unsubscribed_at).toBeNull()

  // The subscription filter and the CSV export see the change too.
  await leadsList(admin, 'unsub', '&status=subscribed')
  await expect(admin.getByRole('row').filter({ hasText: second! })).toBeVisible()
  await expect(admin.getByRole('row').filter({ hasText: first! })).toHaveCount(0)
  await leadsList(admin, 'unsub')
  const download = admin.waitForEvent('download')
  await admin.getByRole('link', { name: 'Export CSV' }).click()
  const csv = await readFile((await (await download).path())!, 'utf8')
  const rows = new Map(
    csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
      .slice(1)
      .map((line) => [line.split(',')[0], line.split(',')] as const),
  )
  expect(rows.get(first!)?.[4]).toBe('yes')
  expect(rows.get(second!)?.[4]).toBe('no')
  await admin.context().close()
})

test('an admin deletes leads after confirming; focus moves to the next row, then the heading', async ({
  browser,
}) => {
  const [first, second, third] = await seedLeads('delete', 3)
  const admin = await signedInAdmin(browser)
  await leadsList(admin, 'delete')
  const deleteButton = (email: string) =>
    admin.getByRole('button', { name: `Delete ${email}`, exact: true })
  await expect(deleteButton(third!)).toBeVisible()

  await deleteButton(first!).click()
  const dialog = admin.getByRole('dialog', { name: 'Delete 1 lead?' })
  await expect(dialog).toContainText(first!)
  await expect(dialog).toContainText('This cannot be undone.')
  await expectNoAxeViolations(admin, { include: '[role="dialog"]', label: 'delete dialog' })
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(admin.getByText(`Deleted the lead ${first}.`)).toBeVisible()
  await expect(admin.getByRole('row').filter({ hasText: first! })).toHaveCount(0)
  // The deleted row's control is gone: focus goes to the control of the row now in its place.
  await expect(deleteButton(second!)).toBeFocused()
  expect((await storedLeads('delete')).map((lead) => lead.email)).toEqual([second, third])

  // The last row has no next row: focus goes to the table's heading.
  await deleteButton(third!).click()
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(admin.getByRole('row').filter({ hasText: third! })).toHaveCount(0)
  await expect(admin.getByRole('heading', { level: 2, name: 'Leads', exact: true })).toBeFocused()
  expect((await storedLeads('delete')).map((lead) => lead.email)).toEqual([second])

  // Reloaded, the list still lacks them: the rows are gone, not just hidden.
  await leadsList(admin, 'delete')
  await expect(deleteButton(second!)).toBeVisible()
  await expect(admin.getByRole('row').filter({ hasText: first! })).toHaveCount(0)
  await expect(admin.getByRole('row').filter({ hasText: third! })).toHaveCount(0)
  await expectNoAxeViolations(admin, { label: 'leads list' })
  await admin.context().close()
})
