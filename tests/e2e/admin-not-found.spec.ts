import { expect, test, type Page } from '@playwright/test'

import { demo, signInThroughForm, uniqueEmail } from './accounts-support'
import { dismissConsent } from './support'
import { serviceRest } from './service-rest'

async function signInAsAdmin(page: Page) {
  await dismissConsent(page)
  await signInThroughForm(page, demo.admin.email, demo.admin.password, '/admin-auth')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Admin' })).toBeVisible()
}

const UNKNOWN_ID = '6f1c0d2e-3b4a-4c5d-9e8f-7a6b5c4d3e2f'

/** Every admin detail page, with an id of a row that is there (the first of its table). */
const DETAIL_PAGES: { path: (id: string) => string; table: string; column?: string }[] = [
  { path: (id) => `/admin/articles/${id}`, table: 'articles' },
  { path: (id) => `/admin/jobs/${id}`, table: 'jobs' },
  { path: (id) => `/admin/jobs/applications/${id}`, table: 'job_applications' },
  { path: (id) => `/admin/lead-magnets/${id}`, table: 'lead_magnets' },
  { path: (id) => `/admin/messages/${id}`, table: 'messages' },
  { path: (id) => `/admin/orders/${id}`, table: 'orders' },
  { path: (id) => `/admin/promotions/${id}`, table: 'site_promotions' },
  { path: (id) => `/admin/quizzes/${id}`, table: 'quizzes' },
  { path: (id) => `/admin/quizzes/${id}/preview`, table: 'quizzes' },
  { path: (id) => `/admin/resources/${id}`, table: 'resources' },
  { path: (id) => `/admin/security/${id}`, table: 'audit_log' },
  { path: (id) => `/admin/students/${id}`, table: 'profiles', column: 'user_id' },
  { path: (id) => `/admin/testimonials/${id}`, table: 'testimonials' },
]

/** The seed has no messages, applications or orders; one of each gives those pages a row. */
async function seedTheEmptyTables() {
  const [job] = await serviceRest<{ id: string }[]>('jobs?slug=eq.subject-tutor&select=id')
  await serviceRest('job_applications', {
    method: 'POST',
    body: JSON.stringify({ job_id: job!.id, full_name: 'Status Check', email: uniqueEmail('404') }),
  })
  await serviceRest('messages', {
    method: 'POST',
    body: JSON.stringify({ name: 'Status Check', email: uniqueEmail('404'), body: 'Hello.' }),
  })
  await serviceRest('orders', {
    method: 'POST',
    body: JSON.stringify({
      student_id: demo.student.id,
      subject: 'Status check',
      academic_level: 'undergraduate',
      brief: 'A row for the detail page to show.',
      deadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      academic_integrity_acknowledged: true,
    }),
  })
}

async function expectNotFound(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: 'commit' })
  expect(response?.status(), path).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
}

// The pages stream behind Suspense, so their own notFound() comes after a 200; proxy.ts looks the
// row up first and answers these with the 404 page and a 404 status.
test('an admin detail page for an unknown or malformed id answers 404 with the 404 page', async ({
  page,
}) => {
  // 14 pages in the browser on a shared two-core machine.
  test.setTimeout(180_000)
  await signInAsAdmin(page)
  for (const { path, table } of DETAIL_PAGES) {
    await expectNotFound(page, path(table === 'audit_log' ? '999999999' : UNKNOWN_ID))
    // The 404 page is whole in the first response now, so the HTML alone shows its heading.
    const malformed = await page.request.get(path('not-an-id'))
    expect(malformed.status(), path('not-an-id')).toBe(404)
    expect(await malformed.text()).toMatch(/<h1[^>]*>Page Not Found<\/h1>/)
  }
  await expectNotFound(page, `/admin/orders/${UNKNOWN_ID}/`)
})

// The status is what the proxy decides; the pages' own rendering of a row is the other specs' job.
test('an admin detail page for a row that is there still answers 200', async ({ page }) => {
  test.setTimeout(120_000)
  await seedTheEmptyTables()
  await signInAsAdmin(page)
  for (const { path, table, column = 'id' } of DETAIL_PAGES) {
    const [row] = await serviceRest<Record<string, string | number>[]>(
      `${table}?select=${column}&order=${column}&limit=1`,
    )
    const url = path(String(row![column]))
    expect((await page.request.get(url)).status(), url).toBe(200)
  }
})

test('a signed-out visitor asking for an unknown admin record is sent to the admin sign-in', async ({
  page,
}) => {
  await page.goto(`/admin/orders/${UNKNOWN_ID}`)
  await expect(page).toHaveURL(/\/admin-auth$/)
})
