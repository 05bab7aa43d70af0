import { expect, test, type Page } from '@playwright/test'

import { demo, latestMail, signInThroughForm, uniqueEmail } from './accounts-support'
import { dismissConsent } from './support'
import { expectNoAxeViolations } from './axe'
import { serviceRest } from './service-rest'

async function signInAsAdmin(page: Page) {
  await dismissConsent(page)
  await signInThroughForm(page, demo.admin.email, demo.admin.password, '/admin-auth')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Admin' })).toBeVisible()
}

test('an admin builds and publishes a quiz, and a visitor plays it', async ({ page, browser }) => {
  test.setTimeout(90_000)
  await signInAsAdmin(page)
  const title = `Citation check ${Date.now()}`
  await page.goto('/admin/quizzes/new')
  await expect(page.getByRole('heading', { level: 1, name: 'New quiz' })).toBeVisible()
  await page.getByLabel('Title', { exact: true }).fill(title)
  await expect(page.getByLabel('Slug', { exact: true })).toHaveValue(/^citation-check-\d+$/)
  const slug = await page.getByLabel('Slug', { exact: true }).inputValue()
  await page.getByRole('button', { name: 'Create quiz and add questions' }).click()
  await expect(page).toHaveURL(/\/admin\/quizzes\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page).toHaveTitle(`Edit quiz: ${title} | Admin`)

  await page.getByRole('button', { name: 'Add question' }).click()
  await page.getByLabel('Question 1 text').fill('Which style uses footnotes?')
  await page.getByLabel('Question 1, option 1', { exact: true }).fill('APA')
  await page.getByLabel('Question 1, option 2', { exact: true }).fill('Chicago')
  await page.getByLabel('Question 1, option 2 is correct').check()
  await page.getByLabel('Explanation for question 1').fill('Chicago uses footnotes.')

  await page.getByRole('button', { name: 'Add question' }).click()
  await page.getByLabel('Kind of question 2').selectOption('true_false')
  await page.getByLabel('Question 2 text').fill('A reference list is sorted by author.')
  await page
    .getByRole('group', { name: 'Correct answer for question 2' })
    .getByLabel('True')
    .check()

  // The keyboard path: move buttons reorder, and the ends cannot move further.
  await page.getByRole('button', { name: 'Move question 2 up' }).click()
  await expect(page.getByLabel('Question 1 text')).toHaveValue(
    'A reference list is sorted by author.',
  )
  await expect(page.getByRole('button', { name: 'Move question 2 down' })).toBeDisabled()
  await page.getByRole('button', { name: 'Move question 1 down' }).click()
  await expect(page.getByLabel('Question 1 text')).toHaveValue('Which style uses footnotes?')

  await page.getByLabel('Status', { exact: true }).selectOption('published')
  await page.getByRole('button', { name: 'Save quiz' }).click()
  await expect(page.getByText('Saved. The quiz is live.')).toBeVisible()
  // The history lists what was saved with the quiz, each question named as the editor names it.
  const history = page.getByRole('region', { name: 'History' })
  await expect(
    history.getByText('added question 1 (“Which style uses footnotes?”)').first(),
  ).toBeVisible()
  await expect(
    history
      .getByText('added the answer key of question 2 (“A reference list is sorted by author.”)')
      .first(),
  ).toBeVisible()
  await expectNoAxeViolations(page)

  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()
  await dismissConsent(visitor)
  await visitor.goto(`/quiz/${slug}/`)
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await visitor.getByRole('button', { name: 'Start the quiz' }).click()
  await visitor.getByLabel('Chicago').check()
  await visitor.getByRole('button', { name: 'Next' }).click()
  await visitor.getByLabel('True').check()
  await visitor.getByRole('button', { name: 'Review answers' }).click()
  await visitor.getByRole('button', { name: 'Submit answers' }).click()
  await expect(visitor.getByText(/You scored 2 out of 2/)).toBeVisible()
  await visitorContext.close()
})

test('the keyboard moves one question step by step, and focus stays on it', async ({ page }) => {
  await signInAsAdmin(page)
  await page.goto('/admin/quizzes/new')
  await page.getByLabel('Title', { exact: true }).fill(`Keyboard order ${Date.now()}`)
  await page.getByRole('button', { name: 'Create quiz and add questions' }).click()
  await expect(page).toHaveURL(/\/admin\/quizzes\/[0-9a-f-]{36}$/)
  for (const text of ['First', 'Second', 'Third']) {
    await page.getByRole('button', { name: 'Add question' }).click()
    const number = ['First', 'Second', 'Third'].indexOf(text) + 1
    await page.getByLabel(`Question ${number} text`).fill(text)
  }

  await page.getByRole('button', { name: 'Move question 3 up' }).press('Enter')
  await expect(page.getByLabel('Question 2 text')).toHaveValue('Third')
  await expect(page.getByRole('button', { name: 'Move question 2 up' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByLabel('Question 1 text')).toHaveValue('Third')
  // At the top it cannot go further up; focus stays with it, on the way back down.
  await expect(page.getByRole('button', { name: 'Move question 1 down' })).toBeFocused()
  await expect(page.getByLabel('Question 2 text')).toHaveValue('First')
  await expect(page.getByLabel('Question 3 text')).toHaveValue('Second')

  await page.getByRole('button', { name: 'Delete question 1' }).click()
  await expect(page.getByLabel('Question 1 text')).toHaveValue('First')
  await expect(page.getByLabel('Question 1 text')).toBeFocused()
})

test('an empty option, then a missing correct answer, are refused with a message', async ({
  page,
}) => {
  await signInAsAdmin(page)
  await page.goto('/admin/quizzes/new')
  await page.getByLabel('Title', { exact: true }).fill(`Unanswered ${Date.now()}`)
  await page.getByRole('button', { name: 'Create quiz and add questions' }).click()
  await expect(page).toHaveURL(/\/admin\/quizzes\/[0-9a-f-]{36}$/)
  await page.getByRole('button', { name: 'Add question' }).click()
  await page.getByLabel('Question 1 text').fill('No answer yet')
  await page.getByLabel('Question 1, option 1', { exact: true }).fill('One')
  await page.getByRole('button', { name: 'Save quiz' }).click()
  const empty = page.getByLabel('Question 1, option 2', { exact: true })
  await expect(empty).toBeFocused()
  await expect(empty).toHaveAttribute('aria-invalid', 'true')
  await expect(empty).toHaveAccessibleDescription('Enter the option.')
  await empty.fill('Two')
  await page.getByLabel('Status', { exact: true }).selectOption('published')
  await page.getByRole('button', { name: 'Save quiz' }).click()
  await expect(page.getByText('Choose the correct answer before publishing.')).toBeVisible()
  await expect(
    page
      .getByText('Every question needs a correct answer before the quiz can be published.')
      .first(),
  ).toBeVisible()
})

test('an admin closes a job and its apply page refuses; shortlisting emails the applicant', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await signInAsAdmin(page)
  const title = `Physics tutor ${Date.now()}`
  await page.goto('/admin/jobs/new')
  await page.getByLabel('Title', { exact: true }).fill(title)
  const slug = await page.getByLabel('Slug', { exact: true }).inputValue()
  await page.getByLabel('Status', { exact: true }).selectOption('open')
  // The picker names the admin's time zone once, after the label.
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)
  await expect(page.getByLabel(`Closes at (${zone})`, { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Create job' }).click()
  await expect(page).toHaveURL(/\/admin\/jobs\/[0-9a-f-]{36}$/)
  await expect(page).toHaveTitle(`Edit job: ${title} | Admin`)
  const jobId = page.url().split('/').at(-1)!

  await page.goto(`/careers/${slug}/apply`)
  await expect(page.getByRole('heading', { level: 1, name: `Apply: ${title}` })).toBeVisible()
  await expect(page.getByText('This role is no longer accepting applications.')).toHaveCount(0)

  const email = uniqueEmail('applicant')
  const [application] = await serviceRest<{ id: string }[]>('job_applications', {
    method: 'POST',
    body: JSON.stringify({
      job_id: jobId,
      full_name: 'Grace Hopper',
      email,
    }),
  })

  await page.goto(`/admin/jobs?q=${encodeURIComponent(title)}`)
  await page.getByRole('button', { name: `Close ${title}` }).click()
  await expect(page.getByText(`${title} is closed.`)).toBeVisible()
  // The same button, now offering to open the job again, keeps the keyboard.
  await expect(page.getByRole('button', { name: `Open ${title}` })).toBeFocused()

  await page.goto(`/careers/${slug}/apply`)
  await expect(page.getByText('This role is no longer accepting applications.')).toBeVisible()

  await page.goto('/admin/jobs/applications?status=new')
  await expect(page.getByRole('link', { name: 'Grace Hopper' })).toBeVisible()
  await page.getByRole('link', { name: 'Grace Hopper' }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/jobs/applications/${application!.id}$`))
  await expect(page).toHaveTitle('Application from Grace Hopper | Admin')
  await page.getByLabel('Status', { exact: true }).selectOption('shortlisted')
  await page.getByLabel('Notes', { exact: true }).fill('Great fit.')
  await page.getByRole('button', { name: 'Save review' }).click()
  await expect(page.getByText('Saved. The applicant has been emailed.')).toBeVisible()
  const mail = await latestMail(page.request, email)
  expect(mail.subject).toBe(`Your application for ${title}: next steps`)
})

/** The first link on a list page that opens a row (an id after the prefix). */
async function firstRowLink(page: Page, list: string, prefix: string) {
  await page.goto(list)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const href = await page
    .locator(`a[href^="${prefix}"]`)
    .evaluateAll(
      (links, start) =>
        links
          .map((link) => link.getAttribute('href') ?? '')
          .find((href) => new RegExp(`^${start}[0-9a-f-]{36}$`).test(href)),
      prefix,
    )
  if (!href) throw new Error(`no row link on ${list}`)
  return href
}

async function auditPages(page: Page, paths: string[]) {
  for (const path of paths) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoAxeViolations(page)
  }
}

test.describe('axe: no serious or critical violations', () => {
  test.describe.configure({ timeout: 150_000 })

  test('on the quiz pages', async ({ page }) => {
    await signInAsAdmin(page)
    const quiz = await firstRowLink(page, '/admin/quizzes', '/admin/quizzes/')
    await auditPages(page, ['/admin/quizzes', '/admin/quizzes/new', quiz, `${quiz}/preview`])
  })

  test('on the testimonial pages', async ({ page }) => {
    await signInAsAdmin(page)
    const testimonial = await firstRowLink(page, '/admin/testimonials', '/admin/testimonials/')
    await auditPages(page, ['/admin/testimonials', testimonial])
  })

  test('on the job pages', async ({ page }) => {
    const [application] = await serviceRest<{ id: string }[]>('job_applications', {
      method: 'POST',
      body: JSON.stringify({
        job_id: (await serviceRest<{ id: string }[]>('jobs?slug=eq.subject-tutor&select=id'))[0]!
          .id,
        full_name: 'Axe Applicant',
        email: uniqueEmail('axe'),
      }),
    })
    await signInAsAdmin(page)
    const job = await firstRowLink(page, '/admin/jobs', '/admin/jobs/')
    await auditPages(page, [
      '/admin/jobs',
      '/admin/jobs/new',
      job,
      '/admin/jobs/applications',
      `/admin/jobs/applications/${application!.id}`,
      '/admin/jobs/templates',
    ])
  })
})
