import { expect, test } from '@playwright/test'

import { demo, signInThroughForm } from './accounts-support'
import { serviceRest } from './service-rest'
import { dismissConsent, toastTexts } from './support'

test.beforeEach(async ({ page }) => dismissConsent(page))

test('lists resources by type with members-only badges', async ({ page }) => {
  await page.goto('/resources?kind=template')
  const cards = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) })
  await expect(cards.filter({ hasText: 'Lab Report Template' })).toContainText('Members only')
  await expect(cards.filter({ hasText: 'Exam Revision Checklist' })).toHaveCount(0)
})

test('a filtered view that matches nothing says so and is kept out of search engines', async ({
  page,
}) => {
  const response = await page.goto('/resources?kind=link&category=no-such-category')
  expect(response?.status()).toBe(200)
  await expect(page.getByText('No resources match these filters.')).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await page.goto('/resources?kind=template')
  await expect(page.getByText('No resources match these filters.')).toHaveCount(0)
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
})

test('external links open in a new tab with noopener', async ({ page }) => {
  await page.goto('/resources/apa-style-official-website')
  const link = page.getByRole('link', { name: /Visit the website/ })
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', /noopener/)
})

test('a members-only download: signed out, sign in, then the file downloads', async ({ page }) => {
  await page.goto('/resources/lab-report-template')
  await page.getByRole('link', { name: 'Download PDF' }).click()
  await expect(page).toHaveURL(/\/auth\?next=/)
  const download = page.waitForEvent('download')
  await signInThroughForm(page, demo.member.email, demo.member.password, page.url())
  const file = await download
  expect(file.suggestedFilename()).toBe('lab-report-template.pdf')
  expect(file.url()).toMatch(
    /\/storage\/v1\/object\/sign\/resource-files\/lab-report-template\.pdf\?token=/,
  )
})

test('a members-only resource shows its content to members only', async ({ page }) => {
  const mistakes = page.getByRole('heading', { name: 'Common mistakes' })
  await page.goto('/resources/lab-report-template')
  await expect(page.getByText(/This resource is for members/)).toBeVisible()
  await expect(mistakes).toHaveCount(0)

  await signInThroughForm(page, demo.member.email, demo.member.password)
  await expect(page).not.toHaveURL(/\/auth/)
  await page.goto('/resources/lab-report-template')
  await expect(mistakes).toBeVisible()
  await expect(page.getByText(/This resource is for members/)).toHaveCount(0)
})

test('a signed-in student without a membership is told why, not asked to sign in', async ({
  page,
}) => {
  await signInThroughForm(page, demo.student.email, demo.student.password)
  await expect(page).not.toHaveURL(/\/auth/)
  await page.goto('/resources/lab-report-template')
  await expect(page.getByText(/Your account does not have one/)).toBeVisible()
  await expect(page.getByText(/Sign in with an account/)).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Common mistakes' })).toHaveCount(0)
})

test('a PDF’s first page previews inline, without a plugin', async ({ page }) => {
  // PDF.js loads its worker and draws the page in the browser: on a clean-clone run at load 13
  // the worker's chunk arrived 11 s after the click and no page was drawn 20 s after it.
  test.slow()
  await page.goto('/resources/exam-revision-checklist')
  await page.getByRole('button', { name: 'Preview the first page' }).click()
  const preview = page.getByRole('img', { name: 'First page of Exam Revision Checklist' })
  await expect(preview).toBeVisible({ timeout: 60_000 })
  // The same button stays, with the focus, and now hides the preview (a disclosure).
  const hide = page.getByRole('button', { name: 'Hide the preview' })
  await expect(hide).toBeFocused()
  await expect(hide).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByText(/^Page 1 of \d+\./)).toBeVisible()
  // Drawn, not blank: the canvas holds more than one colour.
  const colours = await preview.evaluate((canvas) => {
    const context = (canvas as HTMLCanvasElement).getContext('2d')!
    const { data } = context.getImageData(0, 0, canvas.clientWidth, canvas.clientHeight / 4)
    const seen = new Set<number>()
    for (let index = 0; index < data.length; index += 4)
      seen.add((data[index]! << 16) | (data[index + 1]! << 8) | data[index + 2]!)
    return seen.size
  })
  expect(colours).toBeGreaterThan(10)

  await hide.press('Enter')
  await expect(preview).toBeHidden()
  await expect(page.getByRole('button', { name: 'Preview the first page' })).toBeFocused()
})

test('a saved resource appears on the dashboard', async ({ page }) => {
  await serviceRest(`saved_resources?user_id=eq.${demo.student.id}`, { method: 'DELETE' })
  await signInThroughForm(page, demo.student.email, demo.student.password)
  await expect(page).not.toHaveURL(/\/auth/)
  await page.goto('/resources/paraphrasing-practice-worksheet')
  const save = page.getByRole('button', { name: 'Save to dashboard' })
  await save.click()
  await expect(page.locator('[data-sonner-toast]').first()).toBeVisible()
  expect(await toastTexts(page)).toEqual(['Saved to your dashboard'])
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true')
  await page.goto('/dashboard')
  await expect(page.getByRole('link', { name: /Paraphrasing Practice Worksheet/ })).toBeVisible()
})

test('a renamed resource’s old address redirects permanently to the new one', async ({
  request,
}) => {
  const slug = `renamed-e2e-${Date.now()}`
  const [created] = await serviceRest<{ id: string }[]>('resources', {
    method: 'POST',
    body: JSON.stringify({
      slug,
      title: 'Renamed resource',
      kind: 'guide',
      status: 'published',
      published_at: new Date().toISOString(),
    }),
  })
  try {
    await serviceRest(`resources?id=eq.${created!.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ slug: `${slug}-new` }),
    })
    const response = await request.get(`/resources/${slug}/`, { maxRedirects: 0 })
    expect(response.status()).toBe(308)
    expect(response.headers().location).toMatch(new RegExp(`/resources/${slug}-new/$`))
  } finally {
    await serviceRest(`resources?id=eq.${created!.id}`, { method: 'DELETE' })
  }
})

test('a PNG resource’s download button names its file type', async ({ page }) => {
  // Written straight to the table, it appears once the cached resource list refreshes (30 s).
  test.setTimeout(180_000)
  const slug = `png-resource-e2e-${Date.now()}`
  const [created] = await serviceRest<{ id: string }[]>('resources', {
    method: 'POST',
    body: JSON.stringify({
      slug,
      title: 'Mind map',
      kind: 'template',
      status: 'published',
      published_at: new Date().toISOString(),
      file_path: `resources/${slug}.png`,
    }),
  })
  try {
    await expect(async () => {
      await page.goto(`/resources/${slug}/`)
      await expect(page.getByRole('link', { name: 'Download PNG' })).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 120_000, intervals: [5000] })
    await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveCount(0)
    // pdf.js cannot draw an image: only a PDF offers the first-page preview.
    await expect(page.getByRole('button', { name: 'Preview the first page' })).toHaveCount(0)
  } finally {
    await serviceRest(`resources?id=eq.${created!.id}`, { method: 'DELETE' })
  }
})
