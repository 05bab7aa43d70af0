import { readFile } from 'node:fs/promises'

import { expect, test, type Page } from '@playwright/test'

import { demo, signInThroughForm } from './accounts-support'
import { CONSENT_KEY, presetStorage, validConsent } from './support'
import { expectNoAxeViolations } from './axe'
import { serviceRest } from './service-rest'

// The promotion and sign-out flows change shared rows (the seeded offer, the student's sessions).
// Each test signs in and renders nine charts on a machine shared with builds: allow three minutes.
test.describe.configure({ mode: 'serial', timeout: 180_000 })

type Offer = { id: string; name: string; cta_label: string; status: string; end_at: string }

const offerEvents = (offerId: string, event: 'impression' | 'click') =>
  serviceRest<unknown[]>(
    `promotion_events?select=id&promotion_id=eq.${offerId}&event=eq.${event}`,
  ).then((rows) => rows.length)

async function signInAsAdmin(page: Page) {
  await signInThroughForm(page, demo.admin.email, demo.admin.password, '/admin-auth')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Admin' })).toBeVisible()
}

const chart = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true })

async function openTable(page: Page, title: string) {
  const region = chart(page, title)
  await region.getByText('Table view').click()
  const table = region.getByRole('table', { name: title })
  await expect(table).toBeVisible()
  return table
}

test('a click on the home page offer shows up in the analytics click-through rate', async ({
  page,
}) => {
  const [offer] = await serviceRest<Offer[]>('site_promotions?name=eq.offer&select=*')
  if (!offer) throw new Error('The seed has no offer')
  expect(offer.status).toBe('active')
  const impressionsBefore = await offerEvents(offer.id, 'impression')
  const clicksBefore = await offerEvents(offer.id, 'click')

  await presetStorage(page, { [CONSENT_KEY]: validConsent({ analytics: true, ads: false }) })
  await page.goto('/')
  const banner = page.getByRole('region', { name: 'Special offer' })
  await expect(banner).toBeVisible()
  await expect.poll(() => offerEvents(offer.id, 'impression')).toBe(impressionsBefore + 1)
  await banner.getByRole('link', { name: offer.cta_label }).click()
  await expect(page).toHaveURL(/\/contact$/)
  await expect.poll(() => offerEvents(offer.id, 'click')).toBe(clicksBefore + 1)

  const impressions = impressionsBefore + 1
  const clicks = clicksBefore + 1
  await signInAsAdmin(page)
  await page.goto('/admin/analytics?range=7')
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Last 7 days' })).toHaveAttribute(
    'aria-current',
    'page',
  )

  const promotions = await openTable(page, 'Promotions')
  const row = promotions.getByRole('row', { name: /^offer/ })
  await expect(row.getByRole('cell')).toHaveText([
    impressions.toLocaleString('en-GB'),
    clicks.toLocaleString('en-GB'),
    `${((100 * clicks) / impressions).toFixed(2)}%`,
  ])

  // The CSV holds the same numbers.
  const downloading = page.waitForEvent('download')
  await chart(page, 'Promotions').getByRole('link', { name: 'CSV of promotions' }).click()
  const download = await downloading
  const csv = (await readFile((await download.path()) ?? '', 'utf8')).replace(/^\uFEFF/, '')
  expect(csv.split('\n')).toContain(
    `offer,${impressions},${clicks},${Math.round((10_000 * clicks) / impressions) / 100}`,
  )
})

test('every chart draws and has a readable table view; the page passes axe', async ({ page }) => {
  await signInAsAdmin(page)
  await page.goto('/admin/analytics?range=7')
  // The home page visit of the test before was recorded by the consent-gated beacon.
  const pageViews = await openTable(page, 'Page views')
  await expect(pageViews.getByRole('row')).toHaveCount(8)
  await expect(pageViews.getByRole('columnheader')).toHaveText(['Day', 'Page views'])
  const topPages = await openTable(page, 'Top pages')
  await expect(topPages.getByRole('rowheader', { name: '/', exact: true })).toBeVisible()

  for (const title of [
    'Leads per day',
    'Leads by source page',
    'Orders by status',
    'Orders by service',
    'Quiz attempts',
    'Applications per job',
  ]) {
    await expect(await openTable(page, title)).toBeVisible()
  }
  await expect(chart(page, 'Page views').locator('.recharts-surface')).toBeVisible()
  await expectNoAxeViolations(page)

  // A chosen range is kept in the URL and shown.
  await page.getByLabel('From', { exact: true }).fill('2026-01-01')
  await page.getByLabel('To', { exact: true }).fill('2026-01-03')
  await page.getByRole('button', { name: 'Show range' }).click()
  await expect(page).toHaveURL(/from=2026-01-01&to=2026-01-03/)
  await expect((await openTable(page, 'Page views')).getByRole('row')).toHaveCount(4)

  // A reversed range is refused with the typed dates kept in the fields to correct.
  await page.getByLabel('From', { exact: true }).fill('2026-02-10')
  await page.getByLabel('To', { exact: true }).fill('2026-02-01')
  await page.getByRole('button', { name: 'Show range' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'after the To date' })).toBeVisible()
  await expect(page.getByLabel('From', { exact: true })).toHaveValue('2026-02-10')
  await expect(page.getByLabel('To', { exact: true })).toHaveValue('2026-02-01')
  await expect(page.getByLabel('From', { exact: true })).toHaveAccessibleDescription(
    /after the To date/,
  )
})

test('the security page signs a user out everywhere and passes axe', async ({ page, browser }) => {
  const student = await browser.newContext()
  const studentPage = await student.newPage()
  await signInThroughForm(studentPage, demo.student.email, demo.student.password)
  await expect(studentPage).toHaveURL(/\/dashboard$/)

  await signInAsAdmin(page)
  await page.goto('/admin/security')
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Audit log' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Admins' })).toContainText(demo.admin.email)
  // Instants are in the admin's own time zone once hydrated (the server's render says "UTC").
  const signIns = page.getByRole('table', { name: 'Recent sign-ins' })
  await expect(signIns.locator('time').first()).toBeVisible()
  await expect(signIns.locator('time').first()).not.toHaveText(/UTC/)
  await expectNoAxeViolations(page)

  await page
    .getByRole('table', { name: 'Recent sign-ins' })
    .getByRole('button', { name: `Sign out everywhere (${demo.student.email})` })
    .click()
  const dialog = page.getByRole('dialog', { name: `Sign ${demo.student.email} out everywhere?` })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Sign out everywhere' }).click()
  await expect(page.getByText(`${demo.student.email} was signed out of`)).toBeVisible()

  // The student's session is gone: the next page they open sends them to sign in.
  await studentPage.goto('/dashboard')
  await expect(studentPage).toHaveURL(/\/auth\?next=/)
  await student.close()

  // The sign-out is in the audit log, with the admin as the actor and a diff view.
  await page.goto('/admin/security?table=sessions')
  const entry = page.getByRole('table', { name: 'Audit log' }).getByRole('row').nth(1)
  await expect(entry).toContainText('Signed out everywhere')
  await expect(entry.locator('time')).not.toHaveText(/UTC/)
  await entry.getByRole('cell').first().getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Signed out everywhere: sessions',
  )
  await expect(page.getByRole('table', { name: 'Fields changed, before and after' })).toBeVisible()
  await expectNoAxeViolations(page)

  // Any actor filters the log, found by name or email (the Who menu offers the admins and the 50
  // accounts most recently active) or chosen in a row, and shows as chosen in the Who menu.
  const adminChosen = new RegExp(`[?&]actor=${demo.admin.id}(&|$)`)
  const who = page.getByRole('combobox', { name: 'Who' })
  const log = page.getByRole('table', { name: 'Audit log' })
  const rowActor = log.getByRole('link', { name: /, show only this actor’s changes$/ })
  await page.goto('/admin/security?table=sessions')
  await page.getByRole('searchbox', { name: 'Find who made changes' }).fill('ADMIN@scholarly')
  await page.getByRole('button', { name: 'Find', exact: true }).click()
  await expect(
    page.getByText('1 account matches “ADMIN@scholarly”.', { exact: false }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  await page
    .getByRole('list', { name: 'Matching accounts' })
    .getByRole('link', { name: new RegExp(demo.admin.email) })
    .click()
  await expect(page).toHaveURL(adminChosen)
  await expect(page).not.toHaveURL(/[?&]who=/)
  await expect(who.locator('option:checked')).toContainText(`(${demo.admin.email}), admin`)
  await expect(log.getByRole('row').nth(1)).toContainText('Signed out everywhere')
  await expect(rowActor).toHaveCount(0)

  await page.goto('/admin/security?table=sessions')
  await rowActor.first().click()
  await expect(page).toHaveURL(adminChosen)
  await expect(page).toHaveURL(/[?&]table=sessions/)
  await expect(who.locator('option:checked')).toContainText(`(${demo.admin.email}), admin`)
})
