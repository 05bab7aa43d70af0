import { randomUUID } from 'node:crypto'

import { expect, test, type Page } from '@playwright/test'

import { demo, signInThroughForm, supabaseUrl, uniqueEmail } from './accounts-support'
import { expectNoAxeViolations } from './axe'
import { serviceHeaders, serviceRest } from './service-rest'
import { dismissConsent } from './support'

// Issue 15: a quiz or a job is deleted from its editor, after a confirmation that names what goes
// with it. Each test makes its own quiz or job, so the seeded ones other specs use stay.

async function signInAsAdmin(page: Page) {
  await dismissConsent(page)
  await signInThroughForm(page, demo.admin.email, demo.admin.password, '/admin-auth')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Admin' })).toBeVisible()
}

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text })

/** The audit log's DELETE entries for one row: who deleted it. */
const deletedBy = (table: string, id: string) =>
  serviceRest<{ actor_id: string }[]>(
    `audit_log?table_name=eq.${table}&row_id=eq.${id}&action=eq.DELETE&select=actor_id`,
  )

/** A published quiz with one answered question, a member's attempt and a visitor's scored one. */
async function addQuiz(title: string) {
  const slug = `delete-me-${Date.now()}`
  const [quiz] = await serviceRest<{ id: string }[]>('quizzes', {
    method: 'POST',
    body: JSON.stringify({ slug, title, status: 'published', published_at: new Date() }),
  })
  const [question] = await serviceRest<{ id: string }[]>('quiz_questions', {
    method: 'POST',
    body: JSON.stringify({ quiz_id: quiz!.id, kind: 'true_false', prompt: 'Delete me?' }),
  })
  await serviceRest('quiz_answer_keys', {
    method: 'POST',
    body: JSON.stringify({ question_id: question!.id, correct_answers: ['true'] }),
  })
  await serviceRest('quiz_attempts', {
    method: 'POST',
    body: JSON.stringify({ quiz_id: quiz!.id, user_id: demo.student.id, score: 1, max_score: 1 }),
  })
  await serviceRest('quiz_sessions', {
    method: 'POST',
    body: JSON.stringify({
      quiz_id: quiz!.id,
      submitted_at: new Date(),
      result: { passed: true },
    }),
  })
  return { id: quiz!.id, slug }
}

test('an admin deletes a published quiz with its questions and attempts, and lands on the list', async ({
  page,
}) => {
  const title = `Quiz to delete ${Date.now()}`
  const quiz = await addQuiz(title)
  // Seen once on the site, so the delete must take it out of the cache too.
  expect((await page.request.get(`/quiz/${quiz.slug}/`)).status()).toBe(200)

  await signInAsAdmin(page)
  await page.goto(`/admin/quizzes/${quiz.id}`)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await page.getByRole('button', { name: 'Delete quiz' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete 1 quiz?' })
  await expect(dialog).toContainText(
    `“${title}” will be deleted with its 1 question and 2 attempts (archiving it instead keeps them). It is live on the site and leaves it at once. This cannot be undone.`,
  )
  await expectNoAxeViolations(page)
  // Cancelling keeps it.
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  expect(await serviceRest(`quizzes?id=eq.${quiz.id}&select=id`)).toHaveLength(1)

  await page.getByRole('button', { name: 'Delete quiz' }).click()
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/quizzes$/)
  await expect(toast(page, 'Deleted the quiz')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Quizzes' })).toBeFocused()
  await expect(page.getByRole('link', { name: title })).toHaveCount(0)

  for (const rows of ['quizzes?id', 'quiz_questions?quiz_id', 'quiz_attempts?quiz_id']) {
    expect(await serviceRest(`${rows}=eq.${quiz.id}&select=*`), rows).toEqual([])
  }
  expect(await serviceRest(`quiz_sessions?quiz_id=eq.${quiz.id}&select=id`)).toEqual([])
  expect(await deletedBy('quizzes', quiz.id)).toEqual([{ actor_id: demo.admin.id }])
  expect((await page.request.get(`/quiz/${quiz.slug}/`)).status()).toBe(404)
})

/** A résumé stored as the service role, where an applicant's upload would put it. */
async function storeResume() {
  const path = `applications/${randomUUID()}.pdf`
  const response = await fetch(`${supabaseUrl}/storage/v1/object/resumes/${path}`, {
    method: 'POST',
    headers: { ...serviceHeaders, 'Content-Type': 'application/pdf' },
    body: '%PDF-1.7\n%résumé\n',
  })
  expect(response.status).toBe(200)
  return path
}

const resumeStatus = async (path: string) =>
  (await fetch(`${supabaseUrl}/storage/v1/object/resumes/${path}`, { headers: serviceHeaders }))
    .status

async function addApplication(jobId: string, resumePath: string | null) {
  await serviceRest('job_applications', {
    method: 'POST',
    body: JSON.stringify({
      job_id: jobId,
      full_name: 'Delete Applicant',
      email: uniqueEmail('delete-applicant'),
      resume_path: resumePath,
    }),
  })
}

test('an admin deletes an open job with its applications and résumés, confirming again when one arrives meanwhile', async ({
  page,
}) => {
  const title = `Job to delete ${Date.now()}`
  const slug = `delete-me-job-${Date.now()}`
  const [job] = await serviceRest<{ id: string }[]>('jobs', {
    method: 'POST',
    body: JSON.stringify({ slug, title, status: 'open', published_at: new Date() }),
  })
  const resume = await storeResume()
  await addApplication(job!.id, resume)
  expect(await resumeStatus(resume)).toBe(200)
  expect((await page.request.get(`/careers/${slug}/`)).status()).toBe(200)

  await signInAsAdmin(page)
  await page.goto(`/admin/jobs/${job!.id}`)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await page.getByRole('button', { name: 'Delete job' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete 1 job?' })
  await expect(dialog).toContainText(
    `“${title}” will be deleted with its 1 application and 1 résumé file (closing it instead keeps them). It is open on the site and leaves it at once, apply form included. This cannot be undone.`,
  )

  // Another application arrives while the admin reads: the delete is refused, nothing goes.
  await addApplication(job!.id, null)
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(dialog.getByRole('alert')).toHaveText(
    'This job now has 2 applications, not 1: more arrived while this page was open. Reload the page and confirm again.',
  )
  expect(await serviceRest(`job_applications?job_id=eq.${job!.id}&select=id`)).toHaveLength(2)
  expect(await resumeStatus(resume)).toBe(200)

  await page.reload()
  await page.getByRole('button', { name: 'Delete job' }).click()
  await expect(dialog).toContainText(`will be deleted with its 2 applications and 1 résumé file`)
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/jobs$/)
  await expect(toast(page, 'Deleted the job')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeFocused()

  expect(await serviceRest(`jobs?id=eq.${job!.id}&select=id`)).toEqual([])
  expect(await serviceRest(`job_applications?job_id=eq.${job!.id}&select=id`)).toEqual([])
  expect([400, 404]).toContain(await resumeStatus(resume))
  expect(await deletedBy('jobs', job!.id)).toEqual([{ actor_id: demo.admin.id }])
  expect((await page.request.get(`/careers/${slug}/`)).status()).toBe(404)
  expect((await page.request.get(`/careers/${slug}/apply/`)).status()).toBe(404)
})
