import { readFile } from 'node:fs/promises'

import { expect, test, type Page } from '@playwright/test'

import { adminAreas } from '../../config/admin'
import { demo, signInThroughForm } from './accounts-support'
import { dismissConsent } from './support'
import { expectNoAxeViolations } from './axe'

test.beforeEach(async ({ page }) => dismissConsent(page))

async function signInAsAdmin(page: Page) {
  await signInThroughForm(page, demo.admin.email, demo.admin.password, '/admin-auth')
  await expect(page).toHaveURL(/\/admin$/)
}

/** The next whole minute at least 30 s away, as the admin's browser shows it in its own zone. */
async function soonInBrowserTime(page: Page) {
  return page.evaluate(() => {
    const at = new Date(Date.now() + 90_000)
    at.setSeconds(0, 0)
    const pad = (value: number) => String(value).padStart(2, '0')
    return {
      iso: at.toISOString(),
      local: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`,
    }
  })
}

test('an admin writes and schedules an article, sees it go live, then renames it', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  // Scheduled time (up to 90 s) plus the public cache's 30 s refresh (lib/data/tags.ts).
  test.setTimeout(300_000)
  const stamp = Date.now()
  const title = `Revision timetables that work ${stamp}`
  const slug = `revision-timetables-that-work-${stamp}`

  await signInAsAdmin(page)
  await page.goto('/admin/articles/new')
  const form = page.getByRole('form', { name: 'New article' })
  await form.getByLabel('Title', { exact: true }).fill(title)
  await expect(form.getByLabel('Slug')).toHaveValue(slug)
  await expect(form.getByText('This slug is free.')).toBeVisible()
  await form.getByLabel('Excerpt').fill('Plan your revision in blocks you can keep.')
  await form.getByLabel('Body (Markdown)').fill('## Start with the exam dates\n\nWork backwards.')
  await expect(
    page.getByRole('region', { name: 'Preview' }).getByRole('heading', {
      name: 'Start with the exam dates',
    }),
  ).toBeVisible()
  await form.getByLabel('Status').selectOption('scheduled')
  const when = await soonInBrowserTime(page)
  await form.getByLabel(/^Publish at/).fill(when.local)
  await form.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/articles\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('form', { name: 'Edit article' }).getByLabel('Slug')).toHaveValue(
    slug,
  )
  await expect(page).toHaveTitle(`Edit article: ${title} | Admin`)

  // The preview opens the draft in draft mode before it is live.
  const [preview] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'Preview (last saved version)' }).click(),
  ])
  await expect(
    preview.getByText('Preview: this is how the article will look.').filter({ visible: true }),
  ).toBeVisible()
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible()
  // Draft mode is a cookie for the whole browser; leave it so the rest sees the public site.
  await preview.getByRole('button', { name: 'Leave preview' }).click()
  await expect(preview.getByText('Preview: this is how the article will look.')).toHaveCount(0)
  await preview.close()

  const live = async (path: string, text: string) =>
    expect
      .poll(async () => (await (await request.get(path)).text()).includes(text), {
        timeout: 200_000,
        intervals: [5_000],
      })
      .toBe(true)
  await live('/articles', title)
  // Its page is rendered and cached before the rename, as a read article's would be.
  await live(`/articles/${slug}/`, title)
  await live('/rss.xml', `/articles/${slug}/`)
  await live('/sitemap.xml', `/articles/${slug}/`)

  const renamed = `${slug}-renamed`
  const editor = page.getByRole('form', { name: 'Edit article' })
  await editor.getByLabel('Slug').fill(renamed)
  await expect(editor.getByText('This slug is free.')).toBeVisible()
  await editor.getByRole('button', { name: 'Save', exact: true }).click()
  // The saved version reloads with its history, where the rename now shows.
  await expect(page.getByText('changed slug').first()).toBeVisible()

  const editorUrl = page.url()
  // The old URL answers with one Location, on the render that makes the redirect and from the
  // cache after it: Next 16 sent that render's twice (vercel/next.js#82117, patched in
  // patches/), which proxies that join repeated headers turn into an address that leads nowhere.
  // A context of its own: the shared one's keep-alive socket may have been closed by the server
  // while the rename ran (ECONNRESET on reuse).
  const visitor = await playwright.request.newContext({ baseURL })
  try {
    for (let request_ = 0; request_ < 2; request_++) {
      const moved = await visitor.get(`/articles/${slug}/`, { maxRedirects: 0 })
      expect(moved.status()).toBe(308)
      expect(moved.headersArray().filter(({ name }) => name.toLowerCase() === 'location')).toEqual([
        { name: expect.stringMatching(/^location$/i), value: `/articles/${renamed}/` },
      ])
    }
  } finally {
    await visitor.dispose()
  }
  await page.goto(`/articles/${slug}/`)
  await expect(page).toHaveURL(new RegExp(`/articles/${renamed}/$`))
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  // An old link's query string survives the redirect.
  await page.goto(`/articles/${slug}/?utm_source=newsletter`)
  await expect(page).toHaveURL(new RegExp(`/articles/${renamed}/\\?utm_source=newsletter$`))
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()

  // In draft mode the old slug leads to the preview under the new one, not to a 404.
  await page.goto(editorUrl)
  const [again] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'Preview (last saved version)' }).click(),
  ])
  await expect(
    again.getByText('Preview: this is how the article will look.').filter({ visible: true }),
  ).toBeVisible()
  await again.goto(`/articles/${slug}/`)
  await expect(again).toHaveURL(new RegExp(`/articles/${renamed}/$`))
  await expect(
    again.getByText('Preview: this is how the article will look.').filter({ visible: true }),
  ).toBeVisible()
  await again.getByRole('button', { name: 'Leave preview' }).click()
  await again.close()
})

test('the new-article form keeps the slug in its draft and is empty again after a create', async ({
  page,
}) => {
  const stamp = Date.now()
  const slug = `draft-slug-check-${stamp}`
  await signInAsAdmin(page)
  await page.goto('/admin/articles/new')
  const form = page.getByRole('form', { name: 'New article' })
  // Typed key by key: the slug follows the title, and the draft holds the last of it.
  await form.getByLabel('Title', { exact: true }).pressSequentially(`Draft slug check ${stamp}`)
  await expect(form.getByLabel('Slug')).toHaveValue(slug)
  await expect
    .poll(() =>
      page.evaluate(() => {
        const stored = localStorage.getItem('admin-draft:articles:new')
        return stored ? (JSON.parse(stored) as { values: { slug: string } }).values.slug : null
      }),
    )
    .toBe(slug)

  await form.getByLabel('Excerpt').fill('A draft that was created.')
  await form.getByLabel('Body (Markdown)').fill('Some words.')
  await form.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/articles\/[0-9a-f-]{36}$/)

  // Back to the new form by the app's own links: Next shows the kept page again, emptied.
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Articles', exact: true })
    .click()
  await page.getByRole('link', { name: 'New article' }).click()
  await expect(page).toHaveURL(/\/admin\/articles\/new$/)
  const again = page.getByRole('form', { name: 'New article' })
  await expect(again.getByLabel('Title', { exact: true })).toHaveValue('')
  await expect(again.getByLabel('Slug')).toHaveValue('')
})

test('what is typed while a save is on its way stays, and saves next time', async ({ page }) => {
  const stamp = Date.now()
  await signInAsAdmin(page)
  await page.goto('/admin/articles/new')
  const created = page.getByRole('form', { name: 'New article' })
  await created.getByLabel('Title', { exact: true }).fill(`Slow network save ${stamp}`)
  await created.getByLabel('Excerpt').fill('Saved over a slow connection.')
  await created.getByLabel('Body (Markdown)').fill('First words.')
  await created.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/articles\/[0-9a-f-]{36}$/)
  const editorUrl = page.url()

  // A slow connection: the save leaves two seconds after the click, holding what was sent then.
  await page.route(editorUrl, async (route) => {
    if (route.request().method() === 'POST') await new Promise((done) => setTimeout(done, 2_000))
    await route.fallback()
  })
  const form = page.getByRole('form', { name: 'Edit article' })
  await form.getByLabel('Excerpt').fill('Edited before the save.')
  const firstSave = page.waitForResponse(
    (response) => response.url() === editorUrl && response.request().method() === 'POST',
  )
  await form.getByRole('button', { name: 'Save', exact: true }).click()
  await form.getByLabel('Body (Markdown)').fill('First words. Typed while it was saving.')
  await firstSave
  // The page refreshes with the saved row; the later words are still there, still to save.
  await page.waitForLoadState('networkidle')
  await expect(form.getByLabel('Body (Markdown)')).toHaveValue(
    'First words. Typed while it was saving.',
  )
  await expect(form.getByLabel('Excerpt')).toHaveValue('Edited before the save.')

  await page.unroute(editorUrl)
  const saved = page.waitForResponse(
    (response) => response.url() === editorUrl && response.request().method() === 'POST',
  )
  await form.getByRole('button', { name: 'Save', exact: true }).click()
  await saved
  // Saved at the version the first save made: no conflict with itself.
  await expect(page.getByRole('alert').filter({ hasText: /changed|newer/i })).toHaveCount(0)
  page.on('dialog', (dialog) => void dialog.accept())
  await expect
    .poll(async () => {
      await page.reload()
      return page
        .getByRole('form', { name: 'Edit article' })
        .getByLabel('Body (Markdown)')
        .inputValue()
    })
    .toBe('First words. Typed while it was saving.')
})

test('the filtered article list downloads as CSV, every row in the filter', async ({ page }) => {
  await signInAsAdmin(page)
  await page.goto('/admin/articles?status=published')
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Export these articles as CSV' }).click()
  const lines = (await readFile(await (await download).path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/)
  expect(lines[0]).toBe('ID,Title,Slug,Status,Category,Author,Tags,Published (UTC),Updated (UTC)')
  expect(lines.length).toBeGreaterThan(10)
  for (const line of lines.slice(1)) expect(line).toMatch(/^[0-9a-f-]{36},.*,published,/)
})

test('on a phone, no admin area makes the page scroll sideways', async ({ page }) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 390, height: 844 })
  await signInAsAdmin(page)
  for (const path of ['/admin', ...adminAreas.map((area) => `/admin/${area.slug}`)]) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // Wide tables scroll inside their own box; the page itself stays the screen's width.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow, path).toBe(0)
  }
})

test('a signed-in non-admin is turned away from every admin URL', async ({ page }) => {
  await signInThroughForm(page, demo.student.email, demo.student.password)
  await expect(page).toHaveURL(/\/dashboard$/)
  const urls = [
    '/admin',
    ...adminAreas.map((area) => `/admin/${area.slug}`),
    '/admin/articles/new',
    '/admin/resources/new',
  ]
  expect(urls).toHaveLength(16)
  // The proxy decides on the server: each URL, asked for with the student's session cookies,
  // answers a redirect to the admin sign-in and no admin page. (Sixteen page loads in a browser
  // took over two minutes on a loaded machine; the answers are what matters.)
  for (const url of urls) {
    const response = await page.request.get(url, { maxRedirects: 0 })
    expect(response.status(), url).toBe(307)
    expect(new URL(response.headers().location ?? '', page.url()).pathname, url).toBe('/admin-auth')
  }
  await page.goto('/admin/orders')
  await expect(page).toHaveURL(/\/admin-auth$/)
  await expect(page.getByText('This account does not have admin access.')).toBeVisible()
})

/**
 * One test per page group, each with its own budget: axe on a long admin page can take most of a
 * minute on a loaded two-core machine, and six audits in one two-minute test ran out of time.
 */
test.describe('axe: no serious or critical violations', () => {
  test.describe.configure({ timeout: 150_000 })

  async function audit(page: Page, path: string, ready: () => ReturnType<Page['getByRole']>) {
    await page.goto(path)
    await expect(ready()).toBeVisible()
    await expectNoAxeViolations(page, { label: path })
  }

  test('on the admin home', async ({ page }) => {
    await signInAsAdmin(page)
    await expect(page.getByRole('list', { name: 'Today' })).toBeVisible()
    await expectNoAxeViolations(page, { label: '/admin' })
  })

  test('on the article list and the new article form', async ({ page }) => {
    await signInAsAdmin(page)
    await audit(page, '/admin/articles', () => page.getByRole('table', { name: 'Articles' }))
    await audit(page, '/admin/articles/new', () => page.getByRole('form', { name: 'New article' }))
  })

  test('on the article editor', async ({ page }) => {
    await signInAsAdmin(page)
    await page.goto('/admin/articles?q=managing-stress')
    await page
      .getByRole('table', { name: 'Articles' })
      .getByRole('link', { name: 'Managing Stress in Exam Season' })
      .click()
    await expect(page.getByRole('form', { name: 'Edit article' })).toBeVisible()
    await expect(page).toHaveTitle('Edit article: Managing Stress in Exam Season | Admin')
    await expectNoAxeViolations(page, { label: 'the article editor' })
  })

  test('on the resource list and the new resource form', async ({ page }) => {
    await signInAsAdmin(page)
    await audit(page, '/admin/resources', () => page.getByRole('table', { name: 'Resources' }))
    await audit(page, '/admin/resources/new', () =>
      page.getByRole('form', { name: 'New resource' }),
    )
  })
})
