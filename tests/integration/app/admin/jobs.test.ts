import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { createJobAction as CreateJob } from '@/lib/actions/admin/jobs/create-job'
import type { saveEmailTemplateAction as SaveTemplate } from '@/lib/actions/admin/jobs/save-email-template'
import type { saveJobAction as SaveJob } from '@/lib/actions/admin/jobs/save-job'
import type { setJobStatusAction as SetJobStatus } from '@/lib/actions/admin/jobs/set-job-status'
import type { updateApplicationAction as UpdateApplication } from '@/lib/actions/admin/jobs/update-application'
import type ApplyPageView from '@/app/(site)/careers/[slug]/apply/page'
import type JobPageView from '@/app/(site)/careers/[slug]/page'
import type { findRenamedJob as FindRenamedJob, getJob as GetJob } from '@/lib/data/jobs'
import type { TablesInsert } from '@/lib/supabase/database.types'

import { redirectOf } from '../../../support/page-redirect'
import { actAs, ADMIN_ID, adminSuite, expectInvalidated, itRefusesNonAdmins } from './harness'

const harness = adminSuite()
let createJob: typeof CreateJob
let saveJob: typeof SaveJob
let setJobStatus: typeof SetJobStatus
let updateApplication: typeof UpdateApplication
let saveTemplate: typeof SaveTemplate
let getJob: typeof GetJob
let findRenamedJob: typeof FindRenamedJob
let JobPage: typeof JobPageView
let ApplyPage: typeof ApplyPageView
let resumeRoute: (
  request: Request,
  context: { params: Promise<{ id: string }> },
) => Promise<Response>

const JOB = 'd0000000-0000-4000-8000-000000000001'
const APPLICATION = 'd0000000-0000-4000-8000-000000000002'
const APPLICANT = 'applicant.ada@example.com'

const newJob = {
  title: 'Chemistry tutor',
  slug: 'chemistry-tutor-test',
  department: 'Tutoring',
  location: 'Remote',
  employmentType: 'part_time' as const,
  isRemote: true,
  summary: 'Teach chemistry.',
  description: 'Long description.',
  requirements: 'A degree\n\nPatience',
  benefits: '',
  salaryRange: '',
  status: 'draft' as const,
  closesAt: '',
}

async function jobRow(id: string) {
  const { rows } = await harness.local.pg.query<{
    status: string
    title: string
    slug: string
    requirements: string[]
    published_at: Date | null
    updated_at: Date
  }>(
    'select status, title, slug, requirements, published_at, updated_at from public.jobs where id = $1',
    [id],
  )
  return rows[0]
}

async function applicationRow() {
  const { rows } = await harness.local.pg.query<{
    status: string
    admin_notes: string | null
    updated_at: Date
  }>('select status, admin_notes, updated_at from public.job_applications where id = $1', [
    APPLICATION,
  ])
  return rows[0]!
}

async function templateVersion(key: string) {
  const { rows } = await harness.local.pg.query<{ updated_at: Date; subject: string }>(
    'select updated_at, subject from public.email_templates where key = $1',
    [key],
  )
  return rows[0]!
}

const jobValues = async () => ({
  ...newJob,
  id: JOB,
  slug: 'open-test-job',
  title: 'Open test job',
  status: 'open' as const,
  updatedAt: (await jobRow(JOB))!.updated_at.toISOString(),
})

const review = async (
  status: 'new' | 'reviewing' | 'shortlisted' | 'rejected' | 'hired',
  notify = true,
) => ({
  id: APPLICATION,
  updatedAt: (await applicationRow()).updated_at.toISOString(),
  status,
  adminNotes: 'Strong lab experience.',
  notify,
})

beforeAll(async () => {
  createJob = (await import('@/lib/actions/admin/jobs/create-job')).createJobAction
  saveJob = (await import('@/lib/actions/admin/jobs/save-job')).saveJobAction
  setJobStatus = (await import('@/lib/actions/admin/jobs/set-job-status')).setJobStatusAction
  updateApplication = (await import('@/lib/actions/admin/jobs/update-application'))
    .updateApplicationAction
  saveTemplate = (await import('@/lib/actions/admin/jobs/save-email-template'))
    .saveEmailTemplateAction
  getJob = (await import('@/lib/data/jobs')).getJob
  findRenamedJob = (await import('@/lib/data/jobs')).findRenamedJob
  JobPage = (await import('@/app/(site)/careers/[slug]/page')).default
  ApplyPage = (await import('@/app/(site)/careers/[slug]/apply/page')).default
  resumeRoute = (await import('@/app/admin/jobs/applications/[id]/resume/route')).GET
})

beforeEach(async () => {
  await harness.local.pg.exec(`
    delete from public.jobs where id = '${JOB}' or slug = '${newJob.slug}';
    insert into public.jobs (id, slug, title, status, published_at) values
      ('${JOB}', 'open-test-job', 'Open test job', 'open', now() - interval '1 day');
    insert into public.job_applications (id, job_id, full_name, email, resume_path) values
      ('${APPLICATION}', '${JOB}', 'Ada Lovelace', '${APPLICANT}', 'applications/ada-test.pdf');
    insert into storage.objects (bucket_id, name) values ('resumes', 'applications/ada-test.pdf')
      on conflict do nothing;
  `)
  await harness.mail.clear()
})

describe('createJobAction and saveJobAction', () => {
  itRefusesNonAdmins('are refused for %s and change nothing', {
    arrange: () => jobValues(),
    calls: (values) => [createJob(newJob), saveJob({ ...values, title: 'Defaced' })],
    unchanged: async () => {
      expect((await jobRow(JOB))?.title).toBe('Open test job')
      const { rows } = await harness.local.pg.query('select 1 from public.jobs where slug = $1', [
        newJob.slug,
      ])
      expect(rows).toHaveLength(0)
    },
  })

  it('creates a job for an admin: one requirement per line, audited, tags invalidated', async () => {
    await actAs('admin')
    const result = await createJob(newJob)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(await jobRow(result.data.id)).toMatchObject({
      status: 'draft',
      requirements: ['A degree', 'Patience'],
      published_at: null,
    })
    expect(await harness.auditOf('jobs', result.data.id)).toEqual([
      { action: 'INSERT', actor_id: ADMIN_ID },
    ])
    expectInvalidated('feeds', `job:${newJob.slug}`, 'jobs', 'sitemap')
  })

  it('validates input', async () => {
    await actAs('admin')
    const result = await createJob({ ...newJob, title: '', slug: 'Bad Slug', closesAt: 'tomorrow' })
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: {
        title: expect.any(Array),
        slug: expect.any(Array),
        closesAt: expect.any(Array),
      },
    })
  })

  it('renames a job, invalidating the old and the new slug', async () => {
    const values = await jobValues()
    await actAs('admin')
    expect(await saveJob({ ...values, slug: 'renamed-test-job' })).toMatchObject({ ok: true })
    expectInvalidated('feeds', 'job:open-test-job', 'job:renamed-test-job', 'jobs', 'sitemap')
    expect((await harness.auditOf('jobs', JOB)).at(-1)).toEqual({
      action: 'UPDATE',
      actor_id: ADMIN_ID,
    })
  })

  it('reports a concurrent edit as a conflict and overwrites nothing', async () => {
    const values = await jobValues()
    await actAs('admin')
    expect(await saveJob({ ...values, title: 'Their title' })).toMatchObject({ ok: true })
    await actAs('admin')
    const mine = await saveJob({ ...values, title: 'My title' })
    expect(mine).toMatchObject({ ok: false, conflict: { current: { title: 'Their title' } } })
    expect((await jobRow(JOB))?.title).toBe('Their title')
    expectInvalidated()
  })
})

describe('setJobStatusAction', () => {
  itRefusesNonAdmins('is refused for %s and leaves the job open', {
    calls: () => [setJobStatus({ id: JOB, status: 'closed' })],
    unchanged: async () => {
      expect((await jobRow(JOB))?.status).toBe('open')
    },
  })

  it('closes a job: the public read stops accepting applications and the tags are invalidated', async () => {
    expect((await getJob('open-test-job'))?.accepting).toBe(true)
    await actAs('admin')
    expect(await setJobStatus({ id: JOB, status: 'closed' })).toMatchObject({ ok: true })
    expectInvalidated('feeds', 'job:open-test-job', 'jobs', 'sitemap')
    expect((await getJob('open-test-job'))?.accepting).toBe(false)
    expect((await harness.auditOf('jobs', JOB)).at(-1)).toEqual({
      action: 'UPDATE',
      actor_id: ADMIN_ID,
    })
  })
})

describe('updateApplicationAction', () => {
  itRefusesNonAdmins('is refused for %s, changes nothing and sends nothing', {
    arrange: () => review('shortlisted'),
    calls: (values) => [updateApplication(values)],
    unchanged: async () => {
      expect((await applicationRow()).status).toBe('new')
      expect(await harness.mail.list(APPLICANT)).toEqual([])
    },
  })

  it('shortlists with notes and emails the applicant from the template', async () => {
    const values = await review('shortlisted')
    await actAs('admin')
    expect(await updateApplication(values)).toMatchObject({ ok: true, data: { emailed: true } })
    expect(await applicationRow()).toMatchObject({
      status: 'shortlisted',
      admin_notes: 'Strong lab experience.',
    })
    const [mail] = await harness.mail.list(APPLICANT)
    expect(mail?.subject).toBe('Your application for Open test job: next steps')
    expect(mail?.text).toContain('Hello Ada Lovelace,')
    expect((await harness.auditOf('job_applications', APPLICATION)).at(-1)).toEqual({
      action: 'UPDATE',
      actor_id: ADMIN_ID,
    })
  })

  it('emails on rejection with the edited template, and not for other statuses or when unticked', async () => {
    await actAs('admin')
    const version = await templateVersion('application_rejected')
    expect(
      await saveTemplate({
        key: 'application_rejected',
        updatedAt: version.updated_at.toISOString(),
        subject: 'About {{ job_title }}',
        body: 'Dear {{name}}, thank you from {{site_name}}. {{unknown}} stays.',
      }),
    ).toMatchObject({ ok: true })
    expect(await updateApplication(await review('reviewing'))).toMatchObject({
      data: { emailed: false, emailError: null },
    })
    expect(await harness.mail.list(APPLICANT)).toEqual([])
    expect(await updateApplication(await review('rejected'))).toMatchObject({
      data: { emailed: true },
    })
    const [mail] = await harness.mail.list(APPLICANT)
    expect(mail).toMatchObject({
      subject: 'About Open test job',
      text: expect.stringContaining(
        'Dear Ada Lovelace, thank you from Scholarly Support. {{unknown}} stays.',
      ),
    })
    expect(await updateApplication(await review('shortlisted', false))).toMatchObject({
      data: { emailed: false },
    })
    expect(await harness.mail.list(APPLICANT)).toHaveLength(1)
  })

  it('saves the status and says so when the template is missing, emailing nobody', async () => {
    const values = await review('shortlisted')
    const { rows } = await harness.local.pg.query(
      "delete from public.email_templates where key = 'application_shortlisted' returning *",
    )
    try {
      await actAs('admin')
      expect(await updateApplication(values)).toMatchObject({
        ok: true,
        data: { emailed: false, emailError: 'The email template is missing.' },
      })
      expect((await applicationRow()).status).toBe('shortlisted')
      expect(await harness.mail.list(APPLICANT)).toEqual([])
    } finally {
      await harness.seed('email_templates', rows as TablesInsert<'email_templates'>[])
    }
  })

  it('validates the status', async () => {
    await actAs('admin')
    const values = await review('new')
    expect(await updateApplication({ ...values, status: 'interviewing' })).toMatchObject({
      ok: false,
      fieldErrors: { status: expect.any(Array) },
    })
  })

  it('reports a concurrent edit as a conflict and emails nobody', async () => {
    const values = await review('shortlisted')
    await actAs('admin')
    expect(await updateApplication({ ...values, status: 'reviewing' })).toMatchObject({ ok: true })
    const mine = await updateApplication(values)
    expect(mine).toMatchObject({ ok: false, conflict: { current: { status: 'reviewing' } } })
    expect((await applicationRow()).status).toBe('reviewing')
    expect(await harness.mail.list(APPLICANT)).toEqual([])
  })
})

describe('saveEmailTemplateAction', () => {
  itRefusesNonAdmins('is refused for %s and changes nothing', {
    arrange: () => templateVersion('application_shortlisted'),
    calls: (version) => [
      saveTemplate({
        key: 'application_shortlisted',
        updatedAt: version.updated_at.toISOString(),
        subject: 'Defaced',
        body: 'Defaced',
      }),
    ],
    unchanged: async (version) => {
      expect((await templateVersion('application_shortlisted')).subject).toBe(version.subject)
    },
  })

  it('is audited with the admin as actor, answers the new version, and conflicts with a concurrent edit', async () => {
    const version = await templateVersion('application_shortlisted')
    const values = {
      key: 'application_shortlisted' as const,
      updatedAt: version.updated_at.toISOString(),
      body: 'Hello {{name}}',
    }
    await actAs('admin')
    const saved = await saveTemplate({ ...values, subject: 'Theirs' })
    const row = await templateVersion('application_shortlisted')
    expect(saved).toEqual({ ok: true, data: { updatedAt: expect.any(String) } })
    if (!saved.ok) return
    expect(new Date(saved.data.updatedAt).toISOString()).toBe(row.updated_at.toISOString())
    expect((await harness.auditOf('email_templates', 'application_shortlisted')).at(-1)).toEqual({
      action: 'UPDATE',
      actor_id: ADMIN_ID,
    })
    expect(await saveTemplate({ ...values, subject: 'Mine' })).toEqual({
      ok: false,
      error: 'This was changed by Site Admin while you were editing it.',
      conflict: {
        changedBy: 'Site Admin',
        changedAt: expect.any(String),
        current: {
          key: 'application_shortlisted',
          subject: 'Theirs',
          body: 'Hello {{name}}',
          updated_at: expect.any(String),
          updatedAt: saved.data.updatedAt,
        },
      },
    })
    expect(await saveTemplate({ ...values, subject: '' })).toMatchObject({
      ok: false,
      fieldErrors: { subject: expect.any(Array) },
    })
  })
})

describe('the résumé link', () => {
  const open = () =>
    resumeRoute(new Request('http://localhost:3000/x'), {
      params: Promise.resolve({ id: APPLICATION }),
    })

  it('answers 401 to visitors and 403 to non-admins', async () => {
    await actAs('anon')
    expect((await open()).status).toBe(401)
    await actAs('user')
    expect((await open()).status).toBe(403)
  })

  it('redirects an admin to a short-lived signed URL of the private résumé', async () => {
    await actAs('admin')
    const response = await open()
    expect(response.status).toBe(303)
    const location = response.headers.get('location') ?? ''
    expect(location).toContain('/storage/v1/object/sign/resumes/applications/ada-test.pdf')
    expect(location).toMatch(/token=/)
  })
})

describe('what the job actions write and answer', () => {
  const DRAFT = 'd0000000-0000-4000-8000-000000000003'

  beforeEach(async () => {
    await harness.local.pg.exec(`
      delete from public.jobs where id = '${DRAFT}' or slug in ('taken-job-slug', 'open-at-once');
      insert into public.jobs (id, slug, title, status) values
        ('${DRAFT}', 'taken-job-slug', 'A draft job', 'draft');
    `)
  })

  async function fullJobRow(slug: string) {
    const { rows } = await harness.local.pg.query<Record<string, unknown>>(
      `select title, department, location, employment_type, is_remote, summary, description,
              requirements, benefits, salary_range, status, closes_at, published_at
         from public.jobs where slug = $1`,
      [slug],
    )
    return rows[0]
  }

  it('stores every field of a new job, blank optional ones as null, and dates an open one', async () => {
    await actAs('admin')
    const before = Date.now()
    const result = await createJob({ ...newJob, slug: 'open-at-once', status: 'open' })
    expect(result).toEqual({ ok: true, data: { id: expect.any(String) } })
    expect(await fullJobRow('open-at-once')).toEqual({
      title: 'Chemistry tutor',
      department: 'Tutoring',
      location: 'Remote',
      employment_type: 'part_time',
      is_remote: true,
      summary: 'Teach chemistry.',
      description: 'Long description.',
      requirements: ['A degree', 'Patience'],
      benefits: [],
      salary_range: null,
      status: 'open',
      closes_at: null,
      published_at: expect.any(Date),
    })
    const row = await fullJobRow('open-at-once')
    expect((row?.published_at as Date).getTime()).toBeGreaterThanOrEqual(before - 1000)

    await actAs('admin')
    const filled = await createJob({
      ...newJob,
      department: '',
      benefits: 'Paid training',
      salaryRange: '£20 an hour',
      closesAt: '2027-01-31T17:00:00.000Z',
    })
    expect(filled.ok).toBe(true)
    expect(await fullJobRow(newJob.slug)).toMatchObject({
      department: null,
      benefits: ['Paid training'],
      salary_range: '£20 an hour',
      closes_at: new Date('2027-01-31T17:00:00.000Z'),
      published_at: null,
    })
  })

  it('marks the slug when another job has it, on create and on save, and writes nothing', async () => {
    const slugTaken = {
      ok: false,
      error: 'Please correct the highlighted fields.',
      fieldErrors: { slug: ['Another job already uses this slug.'] },
    }
    await actAs('admin')
    expect(await createJob({ ...newJob, slug: 'taken-job-slug' })).toEqual(slugTaken)
    expectInvalidated()
    const values = await jobValues()
    expect(await saveJob({ ...values, slug: 'taken-job-slug' })).toEqual(slugTaken)
    expect((await jobRow(JOB))?.slug).toBe('open-test-job')
    expectInvalidated()
  })

  it('keeps the first publication date on save, dates a draft saved open, and answers the new version', async () => {
    const first = (await jobRow(JOB))!.published_at!
    await actAs('admin')
    const saved = await saveJob({ ...(await jobValues()), title: 'Renamed' })
    const row = (await jobRow(JOB))!
    expect(saved).toEqual({ ok: true, data: { updatedAt: expect.any(String) } })
    if (!saved.ok) return
    expect(new Date(saved.data.updatedAt).toISOString()).toBe(row.updated_at.toISOString())
    expect(row.published_at).toEqual(first)

    const draft = (await jobRow(DRAFT))!
    await actAs('admin')
    const opened = await saveJob({
      ...newJob,
      id: DRAFT,
      slug: 'taken-job-slug',
      status: 'open',
      updatedAt: draft.updated_at.toISOString(),
    })
    expect(opened.ok).toBe(true)
    expect((await jobRow(DRAFT))?.published_at).toEqual(expect.any(Date))
  })

  it('says a deleted job no longer exists, on save and on a status change', async () => {
    const values = await jobValues()
    await harness.local.pg.exec(`delete from public.jobs where id = '${JOB}'`)
    await actAs('admin')
    expect(await saveJob(values)).toEqual({
      ok: false,
      error: 'This job no longer exists. It may have been deleted.',
    })
    expect(await setJobStatus({ id: JOB, status: 'closed' })).toEqual({
      ok: false,
      error: 'This job no longer exists.',
    })
    expectInvalidated()
  })

  it('answers a conflict in the editor’s shape: lines as text, the other admin named', async () => {
    const values = await jobValues()
    await actAs('admin')
    expect(
      await saveJob({ ...values, title: 'Their title', requirements: 'One\nTwo' }),
    ).toMatchObject({ ok: true })
    const mine = await saveJob({ ...values, title: 'My title' })
    expect(mine).toMatchObject({
      ok: false,
      error: 'This was changed by Site Admin while you were editing it.',
      conflict: {
        changedBy: 'Site Admin',
        current: {
          id: JOB,
          title: 'Their title',
          requirements: 'One\nTwo',
          employmentType: 'part_time',
          isRemote: true,
          closesAt: '',
        },
      },
    })
  })

  it('dates a draft opened in one click, keeps the date when closing, and answers the new version', async () => {
    await actAs('admin')
    const opened = await setJobStatus({ id: DRAFT, status: 'open' })
    const row = (await jobRow(DRAFT))!
    expect(row).toMatchObject({ status: 'open', published_at: expect.any(Date) })
    expect(opened).toEqual({ ok: true, data: { updatedAt: expect.any(String) } })
    if (!opened.ok) return
    expect(new Date(opened.data.updatedAt).toISOString()).toBe(row.updated_at.toISOString())
    expectInvalidated('feeds', 'job:taken-job-slug', 'jobs', 'sitemap')

    await actAs('admin')
    expect(await setJobStatus({ id: DRAFT, status: 'closed' })).toMatchObject({ ok: true })
    expect(await jobRow(DRAFT)).toMatchObject({ status: 'closed', published_at: row.published_at })
    await actAs('admin')
    expect(await setJobStatus({ id: DRAFT, status: 'draft' })).toMatchObject({ ok: true })
    expect((await jobRow(DRAFT))?.published_at).toEqual(row.published_at)
  })

  it('leaves a draft closed without opening it undated', async () => {
    await actAs('admin')
    expect(await setJobStatus({ id: DRAFT, status: 'closed' })).toMatchObject({ ok: true })
    expect(await jobRow(DRAFT)).toMatchObject({ status: 'closed', published_at: null })
  })
})

describe('what updateApplicationAction writes and answers', () => {
  it('stores blank notes as null, answers the new version, and emails nobody when the status stays', async () => {
    await actAs('admin')
    const saved = await updateApplication({ ...(await review('new')), adminNotes: '' })
    const row = await applicationRow()
    expect(row).toMatchObject({ status: 'new', admin_notes: null })
    expect(saved).toEqual({
      ok: true,
      data: { updatedAt: expect.any(String), emailed: false, emailError: null },
    })
    if (!saved.ok) return
    expect(new Date(saved.data.updatedAt).toISOString()).toBe(row.updated_at.toISOString())
    expect(await harness.mail.list(APPLICANT)).toEqual([])
  })

  it('emails once: saving the same status again with the box ticked sends nothing more', async () => {
    await actAs('admin')
    expect(await updateApplication(await review('shortlisted'))).toMatchObject({
      data: { emailed: true },
    })
    expect(await updateApplication(await review('shortlisted'))).toMatchObject({
      ok: true,
      data: { emailed: false },
    })
    expect(await harness.mail.list(APPLICANT)).toHaveLength(1)
  })

  it('says a deleted application no longer exists', async () => {
    const values = await review('shortlisted')
    await harness.local.pg.exec(`delete from public.job_applications where id = '${APPLICATION}'`)
    await actAs('admin')
    expect(await updateApplication(values)).toEqual({
      ok: false,
      error: 'This application no longer exists.',
    })
    expect(await harness.mail.list(APPLICANT)).toEqual([])
  })

  it('answers a conflict in the editor’s shape', async () => {
    const values = await review('shortlisted', false)
    await actAs('admin')
    expect(
      await updateApplication({ ...values, status: 'reviewing', adminNotes: '' }),
    ).toMatchObject({ ok: true })
    expect(await updateApplication(values)).toMatchObject({
      ok: false,
      conflict: {
        changedBy: 'Site Admin',
        current: { id: APPLICATION, status: 'reviewing', adminNotes: '', notify: true },
      },
    })
  })
})

describe('saveEmailTemplateAction on a deleted template', () => {
  it('says a deleted template no longer exists', async () => {
    const { rows } = await harness.local.pg.query<Record<string, unknown>>(
      `delete from public.email_templates where key = 'application_rejected' returning *`,
    )
    try {
      await actAs('admin')
      expect(
        await saveTemplate({
          key: 'application_rejected',
          updatedAt: new Date().toISOString(),
          subject: 'Gone',
          body: 'Gone',
        }),
      ).toEqual({ ok: false, error: 'This template no longer exists.' })
    } finally {
      const row = rows[0]!
      await harness.local.pg.query(
        `insert into public.email_templates (key, subject, body) values ($1, $2, $3)`,
        [row.key, row.subject, row.body],
      )
    }
  })
})

describe('a renamed job', () => {
  const params = (slug: string) => ({ params: Promise.resolve({ slug }) })
  const visit = (slug: string) => redirectOf(() => JobPage(params(slug)))
  const visitApply = (slug: string) => redirectOf(() => ApplyPage(params(slug)))

  it('answers its old slug for good with the new one, its apply page too', async () => {
    const values = await jobValues()
    await actAs('admin')
    expect(await saveJob({ ...values, slug: 'renamed-test-job' })).toMatchObject({ ok: true })
    expectInvalidated('feeds', 'job:open-test-job', 'job:renamed-test-job', 'jobs', 'sitemap')

    await actAs('anon')
    expect(await findRenamedJob('open-test-job')).toBe('renamed-test-job')
    expect(await visit('open-test-job')).toEqual({ url: '/careers/renamed-test-job/', status: 308 })
    expect(await visitApply('open-test-job')).toEqual({
      url: '/careers/renamed-test-job/apply/',
      status: 308,
    })
    expect(await visit('renamed-test-job')).toBeNull()
    expect(await visitApply('renamed-test-job')).toBeNull()
  })

  it('follows a closed job too, and never leads visitors to a draft', async () => {
    const rename = (slug: string) =>
      harness.local.pg.query('update public.jobs set slug = $2 where id = $1', [JOB, slug])
    await harness.local.pg.query(`update public.jobs set status = 'closed' where id = $1`, [JOB])
    await rename('closed-renamed-job')
    expect(await findRenamedJob('open-test-job')).toBe('closed-renamed-job')
    await rename('open-test-job')
    expect(await findRenamedJob('open-test-job')).toBeNull()
    expect(await findRenamedJob('closed-renamed-job')).toBe('open-test-job')

    await harness.local.pg.query(`update public.jobs set status = 'draft' where id = $1`, [JOB])
    expect(await findRenamedJob('closed-renamed-job')).toBeNull()
    for (const page of [visit, visitApply]) {
      await expect(page('closed-renamed-job')).rejects.toMatchObject({
        digest: 'NEXT_HTTP_ERROR_FALLBACK;404',
      })
    }
  })
})

describe('a closing time in the past', () => {
  const DAY = 24 * 60 * 60 * 1000
  const yesterday = () => new Date(Date.now() - DAY).toISOString()
  const nextWeek = () => new Date(Date.now() + 7 * DAY).toISOString()
  const refused = {
    ok: false,
    error: 'Please correct the highlighted fields.',
    fieldErrors: {
      closesAt: ['An open job cannot close in the past. Choose a later time, or leave it empty.'],
    },
  }
  const closesAt = async () => {
    const { rows } = await harness.local.pg.query<{ closes_at: Date | null }>(
      'select closes_at from public.jobs where id = $1',
      [JOB],
    )
    return rows[0]?.closes_at ?? null
  }
  const setRow = (status: string, closes: string | null) =>
    harness.local.pg.query('update public.jobs set status = $2, closes_at = $3 where id = $1', [
      JOB,
      status,
      closes,
    ])

  it('is refused for a new job opened at once, and kept for a draft', async () => {
    await actAs('admin')
    const past = yesterday()
    expect(await createJob({ ...newJob, status: 'open', closesAt: past })).toEqual(refused)
    expectInvalidated()
    const { rows } = await harness.local.pg.query('select 1 from public.jobs where slug = $1', [
      newJob.slug,
    ])
    expect(rows).toHaveLength(0)
    expect(await createJob({ ...newJob, status: 'draft', closesAt: past })).toMatchObject({
      ok: true,
    })
  })

  it('is refused when an open job’s closing time changes to it, or a job is opened with it', async () => {
    const past = yesterday()
    await actAs('admin')
    expect(await saveJob({ ...(await jobValues()), closesAt: past })).toEqual(refused)
    expect(await closesAt()).toBeNull()
    expectInvalidated()

    await setRow('closed', past)
    await actAs('admin')
    expect(await saveJob({ ...(await jobValues()), closesAt: past })).toEqual(refused)
    expect((await jobRow(JOB))?.status).toBe('closed')
    await actAs('admin')
    expect(await saveJob({ ...(await jobValues()), closesAt: nextWeek() })).toMatchObject({
      ok: true,
    })
    expect((await jobRow(JOB))?.status).toBe('open')
  })

  it('leaves a closed job its date, and an open job a date that has since passed', async () => {
    const past = yesterday()
    await setRow('closed', past)
    await actAs('admin')
    const closed = await saveJob({
      ...(await jobValues()),
      status: 'closed',
      title: 'Closed, retitled',
      closesAt: past,
    })
    expect(closed).toMatchObject({ ok: true })
    expect(await closesAt()).toEqual(new Date(past))

    await setRow('open', past)
    await actAs('admin')
    expect(
      await saveJob({ ...(await jobValues()), title: 'Still open, retitled', closesAt: past }),
    ).toMatchObject({ ok: true })
    expect(await jobRow(JOB)).toMatchObject({ status: 'open', title: 'Still open, retitled' })
  })

  it('keeps a job with a passed closing time from being opened in one click', async () => {
    await setRow('closed', yesterday())
    await actAs('admin')
    expect(await setJobStatus({ id: JOB, status: 'open' })).toEqual({
      ok: false,
      error: 'Its closing time has passed. Choose a later one in the editor to open it.',
    })
    expect((await jobRow(JOB))?.status).toBe('closed')
    expectInvalidated()
    await setRow('closed', nextWeek())
    await actAs('admin')
    expect(await setJobStatus({ id: JOB, status: 'open' })).toMatchObject({ ok: true })
  })
})
