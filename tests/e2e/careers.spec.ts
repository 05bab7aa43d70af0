import { expect, test } from '@playwright/test'

import { LOCAL_ANON_KEY } from '../../lib/supabase/local-defaults'
import { demo, latestMail, supabaseUrl, uniqueEmail } from './accounts-support'
import { dismissConsent } from './support'
import { serviceHeaders, serviceRest } from './service-rest'

// The browser tests' Supabase Local uses the well-known local keys unless told otherwise.
const anonKey = process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY ?? LOCAL_ANON_KEY

/** A real, small but valid-enough PDF of about 1.5 MB, so the upload takes visible time. */
function pdf(): Buffer {
  const padding = '% padding\n'.repeat(150_000)
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n${padding}trailer<<>>\n%%EOF\n`,
    'latin1',
  )
}

test.beforeEach(async ({ page }) => {
  await dismissConsent(page)
})

test('careers lists open roles, and a job page has JobPosting data and an Apply link', async ({
  page,
}) => {
  await page.goto('/careers')
  await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Why work with us' })).toBeVisible()
  await page.getByRole('link', { name: /Subject Tutor/ }).click()
  await expect(page).toHaveURL(/\/careers\/subject-tutor\/?$/)
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
  const posting = jsonLd
    .map((text) => JSON.parse(text) as unknown)
    .flat()
    .find((item) => (item as { '@type'?: string })['@type'] === 'JobPosting') as Record<
    string,
    unknown
  >
  expect(posting).toMatchObject({ jobLocationType: 'TELECOMMUTE', employmentType: 'CONTRACTOR' })
  await expect(page.getByRole('link', { name: 'Apply', exact: true })).toBeVisible()
})

test('an unknown job is a 404', async ({ page }) => {
  const response = await page.goto('/careers/no-such-role')
  expect(response?.status()).toBe(404)
})

test('a renamed job’s old address and apply page redirect permanently to the new ones', async ({
  page,
  request,
}) => {
  const slug = `renamed-job-e2e-${Date.now()}`
  const [created] = await serviceRest<{ id: string }[]>('jobs', {
    method: 'POST',
    body: JSON.stringify({
      slug,
      title: 'Renamed role',
      location: 'Remote',
      status: 'open',
      published_at: new Date().toISOString(),
    }),
  })
  try {
    await serviceRest(`jobs?id=eq.${created!.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ slug: `${slug}-new` }),
    })
    const moved = await request.get(`/careers/${slug}/`, { maxRedirects: 0 })
    expect(moved.status()).toBe(308)
    expect(moved.headers().location).toMatch(new RegExp(`/careers/${slug}-new/$`))
    const apply = await request.get(`/careers/${slug}/apply`, { maxRedirects: 0 })
    expect(apply.status()).toBe(308)
    expect(apply.headers().location).toMatch(new RegExp(`/careers/${slug}-new/apply/$`))
    await page.goto(`/careers/${slug}/apply?utm_source=board`)
    await expect(page).toHaveURL(new RegExp(`/careers/${slug}-new/apply/\\?utm_source=board$`))
    await expect(page.getByRole('form', { name: 'Job application' })).toBeVisible()
  } finally {
    await serviceRest(`jobs?id=eq.${created!.id}`, { method: 'DELETE' })
  }
})

test('an empty application shows every missing field at once, the résumé on its field only', async ({
  page,
}) => {
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/careers/')) sent.push(request.url())
  })
  await page.goto('/careers/subject-tutor/apply')
  const form = page.getByRole('form', { name: 'Job application' })
  await form.getByRole('button', { name: 'Send application' }).click()
  await expect(form.getByLabel('Full name')).toBeFocused()
  await expect(form.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true')
  await expect(
    form.getByText('Please confirm that you have read the privacy notice.'),
  ).toBeVisible()
  const missingResume = 'Please choose your résumé (PDF, DOC or DOCX, up to 5 MB).'
  await expect(form.getByText(missingResume)).toHaveCount(1)
  await expect(form.locator('input[type="file"]')).toHaveAttribute('aria-invalid', 'true')

  // With the other fields right, focus goes to the résumé's button; still nothing is sent.
  await form.getByLabel('Full name').fill('Ada Applicant')
  await form.getByLabel('Email').fill(uniqueEmail('applicant'))
  await form.getByLabel('Cover letter').fill('I tutor statistics and enjoy it.')
  await form.getByRole('checkbox').check()
  await form.getByRole('button', { name: 'Send application' }).click()
  const chooseResume = form.getByRole('button', { name: 'Choose your résumé' })
  await expect(chooseResume).toBeFocused()
  await expect(page.getByText(missingResume)).toHaveCount(1)
  // What takes focus says what is wrong and what is allowed.
  await expect(chooseResume).toHaveAttribute('aria-invalid', 'true')
  await expect(chooseResume).toHaveAccessibleDescription(
    `PDF, DOC or DOCX, up to 5 MB. ${missingResume}`,
  )
  expect(sent).toEqual([])
})

test('a file whose bytes are not a résumé is refused on its field, which asks for another', async ({
  page,
}) => {
  await page.goto('/careers/subject-tutor/apply')
  const form = page.getByRole('form', { name: 'Job application' })
  await form.getByLabel('Full name').fill('Ada Applicant')
  await form.getByLabel('Email').fill(uniqueEmail('not-a-pdf'))
  await form.getByLabel('Cover letter').fill('I tutor statistics and enjoy it.')
  await form.getByRole('checkbox').check()
  // Named like a PDF, so the browser's check passes; the server reads the bytes.
  await form.locator('input[type="file"]').setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('Just some text, not a PDF.\n'),
  })
  await form.getByRole('button', { name: 'Send application' }).click()
  const refused = 'Upload your résumé as a PDF, DOC or DOCX file.'
  await expect(form.getByText(refused)).toBeVisible()
  await expect(form.getByText('Résumé uploaded.')).toHaveCount(0)
  await expect(form.getByRole('button', { name: 'Replace résumé' })).toHaveAttribute(
    'aria-invalid',
    'true',
  )
  await expect(form.getByLabel('Full name')).toHaveValue('Ada Applicant')
})

test('a refused file chosen after a good one lets go of the good one, and sending asks for a résumé', async ({
  page,
}) => {
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/careers/')) sent.push(request.url())
  })
  await page.goto('/careers/subject-tutor/apply')
  const form = page.getByRole('form', { name: 'Job application' })
  await form.getByLabel('Full name').fill('Ada Applicant')
  await form.getByLabel('Email').fill(uniqueEmail('refused-after-good'))
  await form.getByLabel('Cover letter').fill('I tutor statistics and enjoy it.')
  await form.getByRole('checkbox').check()
  const input = form.locator('input[type="file"]')
  const good = { name: 'ada-cv.pdf', mimeType: 'application/pdf', buffer: pdf() }

  // Too large, after a good one: the error is shown and the good one is gone with its status.
  await input.setInputFiles(good)
  await expect(form.getByText('ada-cv.pdf', { exact: true })).toBeVisible()
  await input.setInputFiles({
    name: 'big-cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0x20),
  })
  await expect(form.getByText('Your résumé must be 5 MB or smaller.')).toBeVisible()
  await expect(form.getByText('ada-cv.pdf', { exact: true })).toHaveCount(0)
  await expect(form.getByText(/Ready to upload/)).toHaveCount(0)
  await expect(form.getByRole('button', { name: 'Choose your résumé' })).toHaveAttribute(
    'aria-invalid',
    'true',
  )

  // The wrong type, after a good one: the same, and sending asks for a résumé, sending nothing.
  await input.setInputFiles(good)
  await expect(form.getByText('ada-cv.pdf', { exact: true })).toBeVisible()
  await input.setInputFiles({
    name: 'cv.exe',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('MZ not a résumé'),
  })
  await expect(form.getByText('Upload your résumé as a PDF, DOC or DOCX file.')).toBeVisible()
  await expect(form.getByText('ada-cv.pdf', { exact: true })).toHaveCount(0)
  await expect(form.getByText(/Ready to upload/)).toHaveCount(0)
  await form.getByRole('button', { name: 'Send application' }).click()
  const chooseResume = form.getByRole('button', { name: 'Choose your résumé' })
  await expect(chooseResume).toBeFocused()
  await expect(
    form.getByText('Please choose your résumé (PDF, DOC or DOCX, up to 5 MB).'),
  ).toBeVisible()
  await expect(page.getByRole('progressbar', { name: 'Résumé upload progress' })).toHaveCount(0)
  expect(sent).toEqual([])
})

test('a cover letter pasted over the limit is kept whole, counted over, and refused on sending', async ({
  page,
}) => {
  await page.goto('/careers/subject-tutor/apply')
  const form = page.getByRole('form', { name: 'Job application' })
  const letter = form.getByLabel('Cover letter')
  const pasted = 'I tutor statistics. '.repeat(500) + 'Thanks!'
  await letter.fill(pasted)
  await expect(letter).toHaveValue(pasted)
  await expect(form.getByText('10007 of 10000 characters: 7 too many')).toBeVisible()
  await form.getByRole('button', { name: 'Send application' }).click()
  await expect(form.getByText('Use at most 10,000 characters.')).toBeVisible()
  await expect(letter).toHaveValue(pasted)
})

test('apply with a PDF: progress bar, confirmation, emails, and the résumé stays private', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('applicant')
  await page.goto('/careers/subject-tutor/apply')
  const form = page.getByRole('form', { name: 'Job application' })
  await form.getByLabel('Full name').fill('Ada Applicant')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('LinkedIn profile (optional)').fill('javascript:alert(1)')
  await form.getByLabel('Cover letter').fill('I tutor statistics and enjoy it.')
  await expect(form.getByText('32 of 10000 characters')).toBeVisible()
  await form.locator('input[type="file"]').setInputFiles({
    name: 'ada-cv.pdf',
    mimeType: 'application/pdf',
    buffer: pdf(),
  })
  await expect(form.getByText('ada-cv.pdf', { exact: true })).toBeVisible()
  await expect(form.getByRole('button', { name: 'Replace résumé' })).toBeVisible()
  await form.getByRole('button', { name: 'Send application' }).click()
  // Nothing is sent while a field is wrong, and what was typed stays.
  await expect(form.getByText('Enter a full web address starting with https://')).toBeVisible()
  await expect(
    form.getByText('Please confirm that you have read the privacy notice.'),
  ).toBeVisible()
  await form.getByLabel('LinkedIn profile (optional)').fill('https://www.linkedin.com/in/ada')
  await form.getByRole('checkbox').check()

  // Hold the final request a moment so the finished progress bar can be seen.
  await page.route('**/api/careers/subject-tutor/applications', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000))
    await route.continue()
  })
  await form.getByRole('button', { name: 'Send application' }).click()
  await expect(page.getByRole('progressbar', { name: 'Résumé upload progress' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Application sent' })).toBeVisible({
    timeout: 20_000,
  })

  expect((await latestMail(request, email)).subject).toContain('We received your application')
  await latestMail(request, 'careers@scholarlysupport.co')

  // The stored path, read as the service role, is not readable by a visitor or another user.
  const rows = (await (
    await request.get(
      `${supabaseUrl}/rest/v1/job_applications?select=resume_path&email=eq.${encodeURIComponent(email)}`,
      { headers: serviceHeaders },
    )
  ).json()) as { resume_path: string }[]
  const path = rows[0]!.resume_path
  const asAnon = await request.get(`${supabaseUrl}/storage/v1/object/resumes/${path}`, {
    headers: { apikey: anonKey, authorization: `Bearer ${anonKey}` },
  })
  expect([400, 403, 404]).toContain(asAnon.status())
  const token = (await (
    await request.post(`${supabaseUrl}/auth/v1/token?grant_type=password`, {
      headers: { apikey: anonKey },
      data: demo.student,
    })
  ).json()) as { access_token: string }
  const asStudent = await request.get(`${supabaseUrl}/storage/v1/object/resumes/${path}`, {
    headers: { apikey: anonKey, authorization: `Bearer ${token.access_token}` },
  })
  expect([400, 403, 404]).toContain(asStudent.status())
  const admin = (await (
    await request.post(`${supabaseUrl}/auth/v1/token?grant_type=password`, {
      headers: { apikey: anonKey },
      data: demo.admin,
    })
  ).json()) as { access_token: string }
  const signed = await request.post(`${supabaseUrl}/storage/v1/object/sign/resumes/${path}`, {
    headers: { apikey: anonKey, authorization: `Bearer ${admin.access_token}` },
    data: { expiresIn: 60 },
  })
  expect(signed.status()).toBe(200)
})
