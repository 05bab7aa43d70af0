import { randomUUID } from 'node:crypto'

import { beforeAll, describe, expect, it } from 'vitest'

import type ApplyPageView from '@/app/(site)/careers/[slug]/apply/page'
import type JobPageView from '@/app/(site)/careers/[slug]/page'
import type QuizPageView from '@/app/(site)/quiz/[identifier]/page'
import type { deleteJobAction as DeleteJob } from '@/lib/actions/admin/jobs/delete-job'
import type { deleteQuizAction as DeleteQuiz } from '@/lib/actions/admin/quizzes/delete-quiz'
import type { findRenamedQuiz as FindRenamedQuiz } from '@/lib/data/quizzes'
import type { Database } from '@/lib/supabase/database.types'
import type { SupabaseClient } from '@supabase/supabase-js'

import { redirectOf } from '../../../support/page-redirect'
import {
  actAs,
  ADMIN_ID,
  adminSuite,
  contentTags,
  expectInvalidated,
  itRefusesNonAdmins,
  pdfBytes,
  STUDENT_ID,
  uniqueSlug,
} from './harness'

// Issue 15: an admin deletes a quiz or a job from its editor. What goes with it goes in the same
// statement (foreign keys cascade), audited as the admin's; a job's résumés leave Storage too.
const harness = adminSuite()
let deleteQuiz: typeof DeleteQuiz
let deleteJob: typeof DeleteJob
let findRenamedQuiz: typeof FindRenamedQuiz
let QuizPage: typeof QuizPageView
let JobPage: typeof JobPageView
let ApplyPage: typeof ApplyPageView

beforeAll(async () => {
  deleteQuiz = (await import('@/lib/actions/admin/quizzes/delete-quiz')).deleteQuizAction
  deleteJob = (await import('@/lib/actions/admin/jobs/delete-job')).deleteJobAction
  findRenamedQuiz = (await import('@/lib/data/quizzes')).findRenamedQuiz
  QuizPage = (await import('@/app/(site)/quiz/[identifier]/page')).default
  JobPage = (await import('@/app/(site)/careers/[slug]/page')).default
  ApplyPage = (await import('@/app/(site)/careers/[slug]/apply/page')).default
})

const NOT_FOUND = { digest: 'NEXT_HTTP_ERROR_FALLBACK;404' }

async function rowCount(sql: string, params: unknown[]) {
  const { rows } = await harness.local.pg.query<{ n: number }>(
    `select count(*)::int as n from ${sql}`,
    params,
  )
  return rows[0]?.n ?? 0
}

type SeededQuiz = { id: string; slug: string; oldSlug: string; questionIds: string[] }

/**
 * A published quiz with two answered questions, a renamed slug, a member's stored attempt and
 * visitors' sessions: one scored and unclaimed (an attempt), one claimed (already the member's
 * stored attempt) and one never submitted (not an attempt). Two attempts in all.
 */
async function seedQuiz(): Promise<SeededQuiz> {
  const id = randomUUID()
  const oldSlug = uniqueSlug('quiz-old')
  const slug = uniqueSlug('quiz-deleted')
  const questionIds = [randomUUID(), randomUUID()]
  await harness.local.pg.query(
    `insert into public.quizzes (id, slug, title, status, published_at)
      values ($1, $2, 'Quiz to delete', 'published', now())`,
    [id, oldSlug],
  )
  for (const [index, questionId] of questionIds.entries()) {
    await harness.local.pg.query(
      `insert into public.quiz_questions (id, quiz_id, position, kind, prompt)
        values ($1, $2, $3, 'true_false', 'Is this kept?')`,
      [questionId, id, index],
    )
    await harness.local.pg.query(
      `insert into public.quiz_answer_keys (question_id, correct_answers) values ($1, '["false"]')`,
      [questionId],
    )
  }
  await harness.local.pg.query('update public.quizzes set slug = $2 where id = $1', [id, slug])
  await harness.local.pg.query(
    'insert into public.quiz_attempts (quiz_id, user_id, score, max_score) values ($1, $2, 1, 2)',
    [id, STUDENT_ID],
  )
  await harness.local.pg.query(
    `insert into public.quiz_sessions (quiz_id, submitted_at, result, claimed_at) values
      ($1, now(), '{"passed": true}', null),
      ($1, now(), '{"passed": false}', now()),
      ($1, null, null, null)`,
    [id],
  )
  return { id, slug, oldSlug, questionIds }
}

/** How many rows of each kind the quiz still has. */
async function quizRemains({ id, questionIds }: SeededQuiz) {
  return {
    quiz: await rowCount('public.quizzes where id = $1', [id]),
    questions: await rowCount('public.quiz_questions where quiz_id = $1', [id]),
    keys: await rowCount('public.quiz_answer_keys where question_id = any($1)', [questionIds]),
    attempts: await rowCount('public.quiz_attempts where quiz_id = $1', [id]),
    sessions: await rowCount('public.quiz_sessions where quiz_id = $1', [id]),
    oldSlugs: await rowCount('public.quiz_slug_history where quiz_id = $1', [id]),
  }
}

const wholeQuiz = { quiz: 1, questions: 2, keys: 2, attempts: 1, sessions: 3, oldSlugs: 1 }
const noQuiz = { quiz: 0, questions: 0, keys: 0, attempts: 0, sessions: 0, oldSlugs: 0 }

const visitQuiz = (identifier: string) =>
  redirectOf(() => QuizPage({ params: Promise.resolve({ identifier }) }))

describe('deleteQuizAction', () => {
  itRefusesNonAdmins('is refused for %s, and the quiz keeps everything', {
    arrange: seedQuiz,
    calls: (quiz) => [deleteQuiz({ id: quiz.id }), deleteQuiz({ id: quiz.id, attempts: 2 })],
    unchanged: async (quiz) => expect(await quizRemains(quiz)).toEqual(wholeQuiz),
  })

  it('deletes a published quiz with its questions, keys, attempts, sessions and old slugs', async () => {
    const quiz = await seedQuiz()
    expect(await visitQuiz(quiz.slug)).toBeNull()

    await actAs('admin')
    expect(await deleteQuiz({ id: quiz.id, attempts: 2 })).toEqual({ ok: true, data: undefined })
    expect(await quizRemains(quiz)).toEqual(noQuiz)
    expectInvalidated(...contentTags('quiz', quiz.slug))

    // The quiz, each question and each answer key: a DELETE by the admin, row as it was.
    const deletions = (
      await harness.auditLog(['quizzes', 'quiz_questions', 'quiz_answer_keys'])
    ).filter((entry) => entry.action === 'DELETE')
    expect(
      deletions.map(({ table_name, row_id, actor_id }) => ({ table_name, row_id, actor_id })),
    ).toEqual(
      expect.arrayContaining([
        { table_name: 'quizzes', row_id: quiz.id, actor_id: ADMIN_ID },
        ...quiz.questionIds.flatMap((id) => [
          { table_name: 'quiz_questions', row_id: id, actor_id: ADMIN_ID },
          { table_name: 'quiz_answer_keys', row_id: id, actor_id: ADMIN_ID },
        ]),
      ]),
    )
    expect(deletions).toHaveLength(5)
    expect(deletions.find((entry) => entry.table_name === 'quizzes')?.before).toMatchObject({
      slug: quiz.slug,
      status: 'published',
    })

    // Its page, under the slug and the old one, is the 404 page.
    await actAs('anon')
    await expect(visitQuiz(quiz.slug)).rejects.toMatchObject(NOT_FOUND)
    expect(await findRenamedQuiz(quiz.oldSlug)).toBeNull()
    await expect(visitQuiz(quiz.oldSlug)).rejects.toMatchObject(NOT_FOUND)
  })

  it('counts visitors’ unclaimed scored attempts, and refuses when more were made than named', async () => {
    const quiz = await seedQuiz()
    await actAs('admin')
    expect(await deleteQuiz({ id: quiz.id, attempts: 1 })).toEqual({
      ok: false,
      error:
        'This quiz now has 2 attempts, not 1: more were made while this page was open. Reload the page and confirm again.',
    })
    expect(await quizRemains(quiz)).toEqual(wholeQuiz)
    expectInvalidated()
    // Fewer than named (some went meanwhile) is no surprise: it goes.
    expect(await deleteQuiz({ id: quiz.id, attempts: 3 })).toMatchObject({ ok: true })
    expect(await quizRemains(quiz)).toEqual(noQuiz)
  })

  it('says a quiz deleted meanwhile no longer exists, and invalidates nothing', async () => {
    const quiz = await seedQuiz()
    await harness.local.pg.query('delete from public.quizzes where id = $1', [quiz.id])
    await actAs('admin')
    expect(await deleteQuiz({ id: quiz.id, attempts: 0 })).toEqual({
      ok: false,
      error: 'This quiz no longer exists.',
    })
    expectInvalidated()
  })

  it('refuses an id that is not one, with a field error', async () => {
    await actAs('admin')
    expect(await deleteQuiz({ id: 'not-a-uuid' })).toMatchObject({
      ok: false,
      fieldErrors: { id: [expect.any(String)] },
    })
  })
})

type SeededJob = { id: string; slug: string; applicationIds: string[]; resumes: string[] }

const storage = () => (harness.service as SupabaseClient<Database>).storage.from('resumes')

/** A résumé stored through the Storage API, as an applicant's upload leaves it. */
async function storeResume(): Promise<string> {
  const path = `applications/${randomUUID()}.pdf`
  const { error } = await storage().upload(path, pdfBytes(), { contentType: 'application/pdf' })
  if (error) throw new Error(`storing a résumé: ${error.message}`)
  return path
}

/** Gone means gone from Storage: no object row, and the Storage API no longer serves the bytes. */
async function stored(path: string): Promise<boolean> {
  const rows = await rowCount(`storage.objects where bucket_id = 'resumes' and name = $1`, [path])
  const { data } = await storage().download(path)
  expect(data !== null).toBe(rows === 1)
  return rows === 1
}

/** An open job with three applications, two of them with a résumé in Storage. */
async function seedJob(): Promise<SeededJob> {
  const id = randomUUID()
  const slug = uniqueSlug('job-deleted')
  await harness.local.pg.query(
    `insert into public.jobs (id, slug, title, status, published_at)
      values ($1, $2, 'Job to delete', 'open', now())`,
    [id, slug],
  )
  const resumes = [await storeResume(), await storeResume()]
  const applicationIds = [randomUUID(), randomUUID(), randomUUID()]
  for (const [index, applicationId] of applicationIds.entries()) {
    await harness.local.pg.query(
      `insert into public.job_applications (id, job_id, full_name, email, resume_path)
        values ($1, $2, 'Applicant', $3, $4)`,
      [applicationId, id, `applicant${index}.${randomUUID()}@example.org`, resumes[index] ?? null],
    )
  }
  return { id, slug, applicationIds, resumes }
}

async function jobRemains({ id }: SeededJob) {
  return {
    job: await rowCount('public.jobs where id = $1', [id]),
    applications: await rowCount('public.job_applications where job_id = $1', [id]),
  }
}

const jobParams = (slug: string) => ({ params: Promise.resolve({ slug }) })

describe('deleteJobAction', () => {
  itRefusesNonAdmins('is refused for %s, and the job keeps its applications and résumés', {
    arrange: seedJob,
    calls: (job) => [deleteJob({ id: job.id }), deleteJob({ id: job.id, applications: 3 })],
    unchanged: async (job) => {
      expect(await jobRemains(job)).toEqual({ job: 1, applications: 3 })
      for (const path of job.resumes) expect(await stored(path)).toBe(true)
    },
  })

  it('deletes an open job with its applications, and removes their résumés from Storage', async () => {
    const job = await seedJob()
    // Another job's applicant's résumé stays.
    const other = await storeResume()
    await harness.local.pg.query(
      `with kept as (
         insert into public.jobs (slug, title) values ($1, 'Kept') returning id
       )
       insert into public.job_applications (job_id, full_name, email, resume_path)
       select id, 'Kept Applicant', 'kept.applicant@example.org', $2 from kept`,
      [uniqueSlug('job-kept'), other],
    )
    expect(await redirectOf(() => JobPage(jobParams(job.slug)))).toBeNull()

    await actAs('admin')
    expect(await deleteJob({ id: job.id, applications: 3 })).toEqual({ ok: true, data: undefined })
    expect(await jobRemains(job)).toEqual({ job: 0, applications: 0 })
    for (const path of job.resumes) expect(await stored(path)).toBe(false)
    expect(await stored(other)).toBe(true)
    expectInvalidated(...contentTags('job', job.slug))

    const deletions = (await harness.auditLog(['jobs', 'job_applications'])).filter(
      (entry) => entry.action === 'DELETE',
    )
    expect(
      deletions.map(({ table_name, row_id, actor_id }) => ({ table_name, row_id, actor_id })),
    ).toEqual(
      expect.arrayContaining([
        { table_name: 'jobs', row_id: job.id, actor_id: ADMIN_ID },
        ...job.applicationIds.map((id) => ({
          table_name: 'job_applications',
          row_id: id,
          actor_id: ADMIN_ID,
        })),
      ]),
    )
    expect(deletions).toHaveLength(4)
    // What the applicants sent stays out of the log: the entries keep the job and the status.
    for (const { table_name, before } of deletions) {
      if (table_name !== 'job_applications') continue
      expect(before).toMatchObject({ job_id: job.id, status: expect.any(String) })
      for (const column of ['full_name', 'email', 'phone', 'cover_letter', 'resume_path']) {
        expect(before).not.toHaveProperty(column)
      }
    }

    await actAs('anon')
    await expect(JobPage(jobParams(job.slug))).rejects.toMatchObject(NOT_FOUND)
    await expect(ApplyPage(jobParams(job.slug))).rejects.toMatchObject(NOT_FOUND)
  })

  it('refuses when more applications arrived than named, and keeps every file', async () => {
    const job = await seedJob()
    await actAs('admin')
    expect(await deleteJob({ id: job.id, applications: 2 })).toEqual({
      ok: false,
      error:
        'This job now has 3 applications, not 2: more arrived while this page was open. Reload the page and confirm again.',
    })
    expect(await jobRemains(job)).toEqual({ job: 1, applications: 3 })
    for (const path of job.resumes) expect(await stored(path)).toBe(true)
    expectInvalidated()
  })

  it('removes every résumé of a job with more applications than one read returns', async () => {
    const id = randomUUID()
    await harness.local.pg.query(
      `insert into public.jobs (id, slug, title, status) values ($1, $2, 'Busy job', 'closed')`,
      [id, uniqueSlug('job-busy')],
    )
    // 1,001 applications, one past PostgREST's max rows, each with its file (rows only).
    await harness.local.pg.query(
      `with paths as (
         select g, 'applications/' || gen_random_uuid() || '.pdf' as path
         from generate_series(1, 1001) g
       ), files as (
         insert into storage.objects (bucket_id, name) select 'resumes', path from paths
       )
       insert into public.job_applications (job_id, full_name, email, resume_path)
       select $1, 'Applicant ' || g, 'busy' || g || '@example.org', path from paths`,
      [id],
    )
    const files = `storage.objects o where o.bucket_id = 'resumes' and o.name in
      (select resume_path from public.job_applications where job_id = $1)`
    expect(await rowCount(files, [id])).toBe(1001)
    const paths = (
      await harness.local.pg.query<{ resume_path: string }>(
        'select resume_path from public.job_applications where job_id = $1',
        [id],
      )
    ).rows.map((row) => row.resume_path)

    await actAs('admin')
    expect(await deleteJob({ id, applications: 1001 })).toMatchObject({ ok: true })
    expect(
      await rowCount(`storage.objects where bucket_id = 'resumes' and name = any($1)`, [paths]),
    ).toBe(0)
  })

  it('says a job deleted meanwhile no longer exists, and invalidates nothing', async () => {
    const job = await seedJob()
    await harness.local.pg.query('delete from public.jobs where id = $1', [job.id])
    await actAs('admin')
    expect(await deleteJob({ id: job.id, applications: 0 })).toEqual({
      ok: false,
      error: 'This job no longer exists.',
    })
    expectInvalidated()
  })
})
