import { readFile } from 'node:fs/promises'

import { expect, test, type Browser, type Page } from '@playwright/test'

import { zonedTimeToDate } from '../../lib/format/zoned-time'
import { demo, signInThroughForm } from './accounts-support'
import { dismissConsent } from './support'
import { expectNoAxeViolations } from './axe'
import { serviceRest } from './service-rest'

// These tests change site-wide rows (settings, the active offer), so they run one at a time and
// put the seeded values back.
// Each test signs in and walks several admin pages on a loaded machine, hence the longer limit.
test.describe.configure({ mode: 'serial', timeout: 180_000 })

async function signedInAdmin(browser: Browser): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await dismissConsent(page)
  await signInThroughForm(page, demo.admin.email, demo.admin.password)
  await expect(page).toHaveURL(/\/dashboard$/)
  return page
}

const rootVariable = (page: Page, name: string) =>
  page.evaluate(
    (variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(),
    name,
  )

test.describe('settings', () => {
  test.afterAll(async () => {
    await serviceRest('settings?key=eq.primary_color', {
      method: 'PATCH',
      body: JSON.stringify({ value: '"#007bff"' }),
    })
    await serviceRest('settings?key=eq.font_family', {
      method: 'PATCH',
      body: JSON.stringify({ value: '"Inter"' }),
    })
  })

  test('a change saved in the admin form reaches another open page within 2 s', async ({
    browser,
  }) => {
    const admin = await signedInAdmin(browser)
    await admin.goto('/admin/settings')
    const form = admin.getByRole('form', { name: 'Site settings' })
    const hex = form.getByLabel('Primary colour (hex)')
    const report = admin.getByTestId('contrast-report')

    // A colour whose buttons cannot reach AA is refused, with the reason, and nothing is saved.
    await hex.fill('#ffcc00')
    await expect(report).toContainText('Choose a darker colour')
    await form.getByRole('button', { name: 'Save settings' }).click()
    await expect(form.getByText(/4\.5:1 WCAG AA minimum/).first()).toBeVisible()

    // A visitor's page, open meanwhile, with its realtime subscription up.
    const visitorContext = await browser.newContext()
    const visitor = await visitorContext.newPage()
    await dismissConsent(visitor)
    const socket = visitor.waitForEvent('websocket')
    await visitor.goto('/about')
    await socket
    await visitor.waitForTimeout(1_000)
    expect(await rootVariable(visitor, '--primary-h')).toBe('211')

    await hex.fill('#0d9488')
    await expect(report).toContainText('passes AA')
    await form.getByRole('combobox', { name: 'Body font' }).selectOption({ label: 'Merriweather' })
    await expect(admin.getByTestId('settings-preview')).toHaveCSS('font-family', /merriweather/i)
    await form.getByRole('button', { name: 'Save settings' }).click()
    // Both rows are committed once the form says so; the visitor's page must follow within 2 s.
    await expect(form.getByText('Open pages update within seconds.')).toBeVisible()
    const savedAt = Date.now()
    await expect.poll(() => rootVariable(visitor, '--primary-h'), { timeout: 2_000 }).toBe('175')
    await expect
      .poll(() => rootVariable(visitor, '--font-body'), { timeout: 2_000 })
      .toContain('merriweather')
    expect(Date.now() - savedAt).toBeLessThan(2_000)
    await visitorContext.close()
    await admin.context().close()
  })

  test('a tab opened before another tab’s save meets it as a conflict instead of mixing the two', async ({
    browser,
  }) => {
    const admin = await signedInAdmin(browser)
    const stale = await admin.context().newPage()
    await dismissConsent(stale)
    await stale.goto('/admin/settings')
    const staleForm = stale.getByRole('form', { name: 'Site settings' })
    await expect(staleForm.getByLabel('Primary colour (hex)')).not.toHaveValue('#7c3aed')

    await admin.goto('/admin/settings')
    const form = admin.getByRole('form', { name: 'Site settings' })
    await form.getByLabel('Primary colour (hex)').fill('#7c3aed')
    await form.getByRole('button', { name: 'Save settings' }).click()
    await expect(form.getByText('Open pages update within seconds.')).toBeVisible()
    const [fontBefore] = await serviceRest<{ value: string }[]>(
      'settings?select=value&key=eq.font_family',
    )

    // The older tab changes only the font: saving must not report success beside a colour it
    // never saw, so it shows the other save, field by field, and stores nothing.
    await staleForm.getByRole('combobox', { name: 'Body font' }).selectOption({ label: 'Lato' })
    await staleForm.getByRole('button', { name: 'Save settings' }).click()
    const notice = stale.getByRole('alert').filter({ hasText: 'This was changed by Site Admin' })
    await expect(notice).toBeVisible()
    await expect(notice.getByRole('row', { name: /Primary colour/ })).toContainText('#7c3aed')
    await expect(notice.getByRole('row', { name: /Body font/ })).toContainText('Lato')
    expect(
      await serviceRest<{ value: string }[]>('settings?select=value&key=eq.font_family'),
    ).toEqual([fontBefore])

    await notice.getByRole('button', { name: 'Use their version' }).click()
    await expect(notice).toBeHidden()
    await expect(staleForm.getByLabel('Primary colour (hex)')).toHaveValue('#7c3aed')
    // Their version is now the one this tab saves over.
    await staleForm.getByRole('combobox', { name: 'Body font' }).selectOption({ label: 'Lato' })
    await staleForm.getByRole('button', { name: 'Save settings' }).click()
    await expect(staleForm.getByText('Open pages update within seconds.')).toBeVisible()
    expect(await serviceRest('settings?select=key,value&order=key')).toEqual(
      expect.arrayContaining([
        { key: 'font_family', value: '"Lato"' },
        { key: 'primary_color', value: '"#7c3aed"' },
      ]),
    )
    await admin.context().close()
  })
})

type Promotion = { id: string; name: string; status: string; headline: string }

test.describe('promotions', () => {
  let seededOffer: Promotion | undefined
  const headline = `Admin-made offer ${Date.now()}`

  test.beforeAll(async () => {
    ;[seededOffer] = await serviceRest<Promotion[]>(
      'site_promotions?name=eq.offer&status=eq.active',
      { method: 'PATCH', body: JSON.stringify({ status: 'paused' }) },
    )
  })

  test.afterAll(async () => {
    await serviceRest(`site_promotions?headline=eq.${encodeURIComponent(headline)}`, {
      method: 'DELETE',
    })
    if (seededOffer) {
      await serviceRest(`site_promotions?id=eq.${seededOffer.id}`, {
        method: 'PATCH',
        body: JSON.stringify({ status: 'active' }),
      })
    }
  })

  test('created in admin, shown on the home page, clicked, and its CTR shown', async ({
    browser,
  }) => {
    const admin = await signedInAdmin(browser)
    await admin.goto('/admin/promotions/new')
    const form = admin.getByRole('form', { name: 'New promotion' })
    await form.getByLabel('Headline').fill(headline)
    await form.getByLabel('Subtext').fill('Book a tutor this week.')
    await form.getByLabel('Button text').fill('See the services')
    await form.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Active' })
    await expect(
      admin.getByTestId('promotion-preview').getByRole('heading', { name: headline }),
    ).toBeVisible()
    await form.getByRole('button', { name: 'Create promotion' }).click()
    await expect(admin).toHaveURL(/\/admin\/promotions\/[0-9a-f-]{36}$/)
    await expect(
      admin.getByTestId('promotion-preview').getByRole('heading', { name: headline }),
    ).toBeVisible()
    await expectNoAxeViolations(admin)

    const visitorContext = await browser.newContext()
    const visitor = await visitorContext.newPage()
    await dismissConsent(visitor)
    const impression = visitor.waitForResponse(
      (response) => response.url().endsWith('/api/promotions-track') && response.status() === 204,
    )
    await visitor.goto('/')
    const banner = visitor.getByRole('region', { name: 'Special offer' })
    await expect(banner.getByRole('heading', { name: headline })).toBeVisible()
    await impression
    const click = visitor.waitForResponse(
      (response) => response.url().endsWith('/api/promotions-track') && response.status() === 204,
    )
    await banner.getByRole('link', { name: 'See the services' }).click()
    await click
    await expect(visitor).toHaveURL(/\/services/)
    await visitorContext.close()

    await admin.goto(`/admin/promotions?q=${encodeURIComponent(headline)}`)
    const row = admin.getByRole('row').filter({ hasText: headline })
    await expect(row.getByTestId('promotion-ctr')).toHaveText('100%')
    await expectNoAxeViolations(admin)
    await admin.goto('/admin/promotions/new')
    await expectNoAxeViolations(admin)
    await admin.context().close()
  })

  test('a delete that fails is explained inside the dialog, which stays open', async ({
    browser,
  }) => {
    const name = `gone-${Date.now()}`
    const [promotion] = await serviceRest<Promotion[]>('site_promotions', {
      method: 'POST',
      body: JSON.stringify({
        name,
        headline: 'Deleted in another tab',
        end_at: new Date(Date.now() + 86_400_000).toISOString(),
      }),
    })
    const admin = await signedInAdmin(browser)
    await admin.goto(`/admin/promotions/${promotion!.id}`)
    await expect(admin).toHaveTitle(`Promotion: ${name} | Admin`)
    await admin.getByRole('button', { name: 'Delete promotion' }).click()
    const dialog = admin.getByRole('dialog', { name: 'Delete 1 promotion?' })
    // Another admin deletes it while this one is reading the question.
    await serviceRest(`site_promotions?id=eq.${promotion!.id}`, { method: 'DELETE' })
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click()

    await expect(dialog.getByRole('alert')).toHaveText('This promotion no longer exists.')
    await expect(dialog.getByRole('button', { name: 'Delete', exact: true })).toBeEnabled()
    await expectNoAxeViolations(admin)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await admin.getByRole('button', { name: 'Delete promotion' }).click()
    await expect(admin.getByRole('dialog').getByRole('alert')).toHaveCount(0)
    await admin.context().close()
  })

  // Next's router shows a page from its back/forward cache however old it is: Back after the
  // delete used to bring back the deleted promotion's editor as it was.
  test('after a delete, Back shows the list without it, not its editor', async ({ browser }) => {
    const name = `back-${Date.now()}`
    await serviceRest('site_promotions', {
      method: 'POST',
      body: JSON.stringify({
        name,
        headline: 'Deleted, then Back',
        end_at: new Date(Date.now() + 86_400_000).toISOString(),
      }),
    })
    const admin = await signedInAdmin(browser)
    await admin.goto(`/admin/promotions?q=${name}`)
    const link = admin.getByRole('link', { name, exact: true })
    await link.click()
    await expect(admin).toHaveTitle(`Promotion: ${name} | Admin`)
    await admin.getByRole('button', { name: 'Delete promotion' }).click()
    await admin.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click()
    await expect(admin).toHaveURL(/\/admin\/promotions$/)
    await expect(link).toHaveCount(0)

    await admin.goBack()
    await expect(admin).toHaveURL(new RegExp(`/admin/promotions\\?q=${name}$`))
    await expect(admin.getByRole('button', { name: 'Delete promotion' })).toHaveCount(0)
    await expect(link).toHaveCount(0)
    await admin.context().close()
  })

  test('a start time beside the end: refused when not before it, saved in the admin’s zone', async ({
    browser,
  }) => {
    const name = `starts-${Date.now()}`
    const [profile] = await serviceRest<{ time_zone: string | null }[]>(
      `profiles?user_id=eq.${demo.admin.id}&select=time_zone`,
      { method: 'GET' },
    )
    const zone = profile?.time_zone || 'UTC'
    const admin = await signedInAdmin(browser)
    try {
      await admin.goto('/admin/promotions/new')
      const form = admin.getByRole('form', { name: 'New promotion' })
      await form.getByLabel('Name').fill(name)
      await form.getByLabel('Headline').fill('Starts later')
      await form.getByLabel('Starts').fill('2099-04-02T09:00')
      await form.getByLabel('Ends').fill('2099-04-01T18:00')
      await form.getByRole('button', { name: 'Create promotion' }).click()
      await expect(form.getByText('The promotion must end after it starts.')).toBeVisible()
      await expect(form.getByLabel('Ends')).toHaveAttribute('aria-invalid', 'true')
      expect(await serviceRest(`site_promotions?name=eq.${name}`, { method: 'GET' })).toEqual([])

      await form.getByLabel('Starts').fill('2099-03-31T09:00')
      await form.getByRole('button', { name: 'Create promotion' }).click()
      await expect(admin).toHaveURL(/\/admin\/promotions\/[0-9a-f-]{36}$/)
      const [stored] = await serviceRest<{ start_at: string; end_at: string }[]>(
        `site_promotions?name=eq.${name}&select=start_at,end_at`,
        { method: 'GET' },
      )
      expect(Date.parse(stored?.start_at ?? '')).toBe(
        zonedTimeToDate('2099-03-31T09:00', zone)?.getTime(),
      )
      expect(Date.parse(stored?.end_at ?? '')).toBe(
        zonedTimeToDate('2099-04-01T18:00', zone)?.getTime(),
      )
      await admin.reload()
      const editor = admin.getByRole('form', { name: 'Edit promotion' })
      await expect(editor.getByLabel('Starts')).toHaveValue('2099-03-31T09:00')
      await expectNoAxeViolations(admin)
    } finally {
      await serviceRest(`site_promotions?name=eq.${name}`, { method: 'DELETE' })
      await admin.context().close()
    }
  })

  test('an active promotion past its end lists as ended, not under Active, and edits as ended', async ({
    browser,
  }) => {
    const name = `past-${Date.now()}`
    await serviceRest('site_promotions', {
      method: 'POST',
      body: JSON.stringify({
        name,
        status: 'active',
        headline: 'Over already',
        end_at: new Date(Date.now() - 3_600_000).toISOString(),
      }),
    })
    const admin = await signedInAdmin(browser)
    try {
      await admin.goto(`/admin/promotions?q=${name}`)
      const row = admin.getByRole('row').filter({ hasText: name })
      await expect(row.getByText('ended', { exact: true })).toBeVisible()
      await expect(row.getByText('active', { exact: true })).toHaveCount(0)
      await admin.goto(`/admin/promotions?q=${name}&status=active`)
      await expect(admin.getByText('No promotions match.')).toBeVisible()
      await admin.goto(`/admin/promotions?q=${name}&status=ended`)
      await expect(admin.getByRole('row').filter({ hasText: name })).toHaveCount(1)

      // Its editor says Ended too, and a save as it stands ends the row instead of being refused.
      await admin.getByRole('link', { name, exact: true }).click()
      const form = admin.getByRole('form', { name: 'Edit promotion' })
      await expect(form.getByRole('combobox', { name: 'Status' })).toHaveValue('ended')
      await form.getByRole('button', { name: 'Save promotion' }).click()
      await expect
        .poll(async () => {
          const rows = await serviceRest<{ status: string }[]>(
            `site_promotions?name=eq.${name}&select=status`,
            { method: 'GET' },
          )
          return rows[0]?.status
        })
        .toBe('ended')
    } finally {
      await serviceRest(`site_promotions?name=eq.${name}`, { method: 'DELETE' })
      await admin.context().close()
    }
  })
})

test.describe('lead magnets', () => {
  const stamp = Date.now()
  const emails = [`fresh-${stamp}@example.org`, `gone-${stamp}@example.org`]

  test.afterAll(async () => {
    await serviceRest(`leads?email=in.(${emails.join(',')})`, { method: 'DELETE' })
  })

  test('a PDF uploaded with progress, and the leads exported as CSV and parsed', async ({
    browser,
  }) => {
    const [guide] = await serviceRest<{ id: string }[]>(
      'lead_magnets?slug=eq.study-success-guide&select=id',
      { method: 'GET' },
    )
    await serviceRest('leads', {
      method: 'POST',
      body: JSON.stringify([
        { email: emails[0], source_path: '/', lead_magnet_id: guide?.id, unsubscribed_at: null },
        {
          email: emails[1],
          source_path: '/articles',
          lead_magnet_id: guide?.id,
          unsubscribed_at: new Date().toISOString(),
        },
      ]),
    })

    const admin = await signedInAdmin(browser)
    await admin.goto('/admin/lead-magnets/new')
    await expectNoAxeViolations(admin)
    const form = admin.getByRole('form', { name: 'New lead magnet' })
    await form.getByLabel('Title').fill(`Checklist ${stamp}`)
    await form.getByLabel('Slug').fill(`checklist-${stamp}`)
    await admin.locator('#lead-magnet-file').setInputFiles({
      name: 'Checklist.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer<<>>\n%%EOF\n'),
    })
    await expect(form.getByText('Uploaded. Save to use this file.')).toBeVisible()
    await form.getByRole('button', { name: 'Create lead magnet' }).click()
    await expect(admin).toHaveURL(/\/admin\/lead-magnets\/[0-9a-f-]{36}$/)
    await expect(admin).toHaveTitle(`Lead magnet: Checklist ${stamp} | Admin`)
    await expectNoAxeViolations(admin)
    await admin.getByRole('button', { name: 'Delete lead magnet' }).click()
    await admin.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
    await expect(admin).toHaveURL(/\/admin\/lead-magnets$/)

    await admin.goto(`/admin/lead-magnets?since=7d&magnet=${guide?.id}`)
    const goneRow = admin.getByRole('row').filter({ hasText: emails[1] })
    await expect(goneRow.getByText(/^Unsubscribed/)).toBeVisible()
    for (const header of ['Email', 'Source path', 'Confirmed', 'Unsubscribed', 'Date']) {
      await expect(admin.getByRole('columnheader', { name: header, exact: true })).toBeVisible()
    }
    await expectNoAxeViolations(admin)

    const download = admin.waitForEvent('download')
    await admin.getByRole('link', { name: 'Export CSV' }).click()
    const file = await (await download).path()
    const lines = (await readFile(file, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
    expect(lines[0]).toBe(
      'email,lead_magnet,source_path,confirmed_at,unsubscribed,unsubscribed_at,created_at',
    )
    const rows = new Map(
      lines.slice(1).map((line) => {
        const cells = line.split(',')
        return [cells[0], cells] as const
      }),
    )
    expect(rows.get(emails[0])?.[1]).toBe('Study Success Guide')
    expect(rows.get(emails[0])?.[4]).toBe('no')
    expect(rows.get(emails[1])?.[4]).toBe('yes')
    await admin.goto('/admin/settings')
    await expectNoAxeViolations(admin)
    await admin.context().close()
  })

  test('a file refused as not a PDF leaves the field on the stored file, with the reason', async ({
    browser,
  }) => {
    const admin = await signedInAdmin(browser)
    await admin.goto('/admin/lead-magnets/new')
    const input = admin.locator('#lead-magnet-file')
    const status = admin.locator('#lead-magnet-file-message')
    const shownFile = admin.locator('[data-slot="file-field-file"]')
    const description = admin.locator('#lead-magnet-file-description')
    const notPdf = {
      name: 'Guide.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('<html>not a PDF</html>'),
    }
    const form = admin.getByRole('form', { name: 'New lead magnet' })
    await form.getByLabel('Title').fill(`Refused ${stamp}`)
    await form.getByLabel('Slug').fill(`refused-${stamp}`)
    await input.setInputFiles(notPdf)
    await expect(status).toHaveText('Uploaded. Save to use this file.')
    await form.getByRole('button', { name: 'Create lead magnet' }).click()
    // The save removed the upload and nothing is stored: the reason, and no file named.
    await expect(status).toHaveText('That file is not a PDF.')
    await expect(shownFile).toHaveCount(0)
    await expect(description).toHaveText('PDF only, up to 25 MB.')
    await expect(form.getByRole('button', { name: 'Choose a PDF' })).toBeVisible()
    await expect(input).toHaveValue('')

    await input.setInputFiles({ ...notPdf, buffer: Buffer.from(`%PDF-1.4\n%%EOF\n`) })
    await expect(status).toHaveText('Uploaded. Save to use this file.')
    await form.getByRole('button', { name: 'Create lead magnet' }).click()
    await expect(admin).toHaveURL(/\/admin\/lead-magnets\/[0-9a-f-]{36}$/)

    // A refused replacement leaves the field on the PDF the magnet has, and saving keeps it.
    // Next keeps the new-magnet page in the document, hidden, so the field is found in the editor.
    const editor = admin.getByRole('form', { name: 'Edit lead magnet' })
    const editorStatus = editor.locator('#lead-magnet-file-message')
    const editorFile = editor.locator('[data-slot="file-field-file"]')
    const editorDescription = editor.locator('#lead-magnet-file-description')
    await expect(editorDescription).toHaveText('Current file: guide.pdf. PDF only, up to 25 MB.')
    await expect(editor.getByRole('button', { name: 'PDF file' })).toHaveAccessibleDescription(
      /Current file: guide\.pdf/,
    )
    await editor.locator('#lead-magnet-file').setInputFiles({ ...notPdf, name: 'Other.pdf' })
    await expect(editorStatus).toHaveText('Uploaded. Save to use this file.')
    await expect(editorFile).toContainText('Other.pdf')
    await editor.getByRole('button', { name: 'Save lead magnet' }).click()
    await expect(editorStatus).toHaveText('That file is not a PDF.')
    await expect(editorFile).toHaveCount(0)
    await expect(editorDescription).toHaveText('Current file: guide.pdf. PDF only, up to 25 MB.')
    await editor.getByLabel('Title').fill(`Refused ${stamp}, kept`)
    await editor.getByRole('button', { name: 'Save lead magnet' }).click()
    await expect(admin).toHaveTitle(`Lead magnet: Refused ${stamp}, kept | Admin`)
    const [stored] = await serviceRest<{ file_path: string }[]>(
      `lead_magnets?slug=eq.refused-${stamp}&select=file_path`,
    )
    expect(stored?.file_path).toMatch(/\/guide\.pdf$/)

    await admin.getByRole('button', { name: 'Delete lead magnet' }).click()
    await admin.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click()
    await expect(admin).toHaveURL(/\/admin\/lead-magnets$/)
    await admin.context().close()
  })

  // Next's router shows a page from its back/forward cache however old it is: Back after the
  // delete used to bring back the deleted magnet's editor as it was.
  test('after a delete, Back reaches neither its editor nor a list still showing it', async ({
    browser,
  }) => {
    const title = `Back ${stamp}`
    const [magnet] = await serviceRest<{ id: string }[]>('lead_magnets', {
      method: 'POST',
      body: JSON.stringify({ title, slug: `back-${stamp}`, is_active: false }),
    })
    const admin = await signedInAdmin(browser)
    await admin.goto('/admin/lead-magnets')
    const link = admin.getByRole('link', { name: title, exact: true })
    await link.click()
    await expect(admin).toHaveTitle(`Lead magnet: ${title} | Admin`)
    // Its leads, then its editor again: the first visit stays in history behind the delete.
    await admin.getByRole('link', { name: 'See its leads' }).click()
    await expect(admin).toHaveURL(new RegExp(`\\?magnet=${magnet!.id}$`))
    await link.click()
    await expect(admin).toHaveTitle(`Lead magnet: ${title} | Admin`)
    await admin.getByRole('button', { name: 'Delete lead magnet' }).click()
    await admin.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click()
    await expect(admin).toHaveURL(/\/admin\/lead-magnets$/)
    await expect(link).toHaveCount(0)

    await admin.goBack()
    await expect(admin).toHaveURL(new RegExp(`\\?magnet=${magnet!.id}$`))
    await expect(link).toHaveCount(0)
    await admin.goBack()
    await expect(admin).toHaveURL(new RegExp(`/admin/lead-magnets/${magnet!.id}$`))
    await expect(admin.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
    await expect(admin.getByRole('form', { name: 'Edit lead magnet' })).toHaveCount(0)
    await admin.context().close()
  })
})

// Issue 16's editors keep unsaved work like the content editors do: a copy in this browser,
// offered again on the next visit to the same form.
test.describe('drafts kept in the browser', () => {
  const editors = [
    { path: '/admin/promotions/new', form: 'New promotion', field: 'Headline' },
    { path: '/admin/lead-magnets/new', form: 'New lead magnet', field: 'Title' },
  ]
  for (const editor of editors) {
    test(`${editor.form}: unsaved work is offered again and restored`, async ({ browser }) => {
      const text = `Unsaved ${editor.field.toLowerCase()} ${Date.now()}`
      const admin = await signedInAdmin(browser)
      await admin.goto(editor.path)
      await admin
        .getByRole('form', { name: editor.form })
        .getByLabel(editor.field, { exact: true })
        .fill(text)
      // The draft is written after a short pause in typing.
      await expect
        .poll(() =>
          admin.evaluate(() =>
            Object.keys(localStorage).some((key) => key.startsWith('admin-draft:')),
          ),
        )
        .toBe(true)

      // A second tab of the same browser (the first one, still dirty, would ask before leaving).
      const again = await admin.context().newPage()
      await again.goto(editor.path)
      const form = again.getByRole('form', { name: editor.form })
      const field = form.getByLabel(editor.field, { exact: true })
      await expect(
        again.getByText(/You have unsaved changes from .+ in this browser\./),
      ).toBeVisible()
      await expect(field).not.toHaveValue(text)
      await again.getByRole('button', { name: 'Restore them' }).click()
      await expect(field).toHaveValue(text)
      await expect(again.getByRole('button', { name: 'Restore them' })).toBeHidden()
      // The notice has gone; the keyboard carries on at the form's first field.
      await expect(form.locator('input:not([type=hidden]), textarea, select').first()).toBeFocused()
      await admin.context().close()
    })
  }
})
