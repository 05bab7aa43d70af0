import { expect, test } from '@playwright/test'

import { demo, signInThroughForm } from './accounts-support'
import { dismissConsent } from './support'
import { expectNoAxeViolations } from './axe'

test.beforeEach(async ({ page }) => dismissConsent(page))

const BANNER = 'Preview: this is how the resource will look.'

test('an admin previews a draft resource in draft mode; nobody else sees it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const stamp = Date.now()
  const title = `Seminar preparation worksheet ${stamp}`
  const slug = `seminar-preparation-worksheet-${stamp}`

  await signInThroughForm(page, demo.admin.email, demo.admin.password, '/admin-auth')
  await expect(page).toHaveURL(/\/admin$/)
  await page.goto('/admin/resources/new')
  const form = page.getByRole('form', { name: 'New resource' })
  await form.getByLabel('Title', { exact: true }).fill(title)
  await expect(form.getByLabel('Slug')).toHaveValue(slug)
  await expect(form.getByText('This slug is free.')).toBeVisible()
  await form.getByLabel('Description').fill('Questions to answer before the seminar.')
  await form.getByLabel('Kind').selectOption('worksheet')
  await form.getByLabel('Content (Markdown)').fill('## Before you arrive\n\nRead the set chapter.')
  await expect(form.getByRole('link', { name: 'Preview (last saved version)' })).toHaveCount(0)
  await form.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/resources\/[0-9a-f-]{36}$/)

  const [preview] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'Preview (last saved version)' }).click(),
  ])
  await expect(preview).toHaveURL(new RegExp(`/resources/${slug}/$`))
  await expect(preview.getByText(BANNER).filter({ visible: true })).toBeVisible()
  await expect(preview.getByText('Status: draft.')).toBeVisible()
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(preview.getByRole('heading', { name: 'Before you arrive' })).toBeVisible()
  await expectNoAxeViolations(preview)

  // The draft is never served to anyone without the admin's draft-mode session.
  expect((await request.get(`/resources/${slug}/`)).status()).toBe(404)

  // Draft mode is a cookie for the whole browser; leaving it shows the public page: none yet.
  await preview.getByRole('button', { name: 'Leave preview' }).click()
  await expect(preview).toHaveURL(new RegExp(`/resources/${slug}/$`))
  await expect(preview.getByText(BANNER)).toHaveCount(0)
  await expect(preview.getByRole('heading', { level: 1, name: title })).toHaveCount(0)
  await preview.close()
})
