import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'

import type * as ArticleReads from '@/lib/data/admin/articles'
import type * as JobReads from '@/lib/data/admin/jobs'
import type * as LeadMagnetReads from '@/lib/data/admin/lead-magnets'
import type { parseListParams as ParseListParams } from '@/lib/data/admin/list-params'
import type * as QuizReads from '@/lib/data/admin/quizzes'
import type * as ResourceReads from '@/lib/data/admin/resources'
import type { Database, Tables, TablesInsert } from '@/lib/supabase/database.types'

import { withoutGrant } from '../../../support/without-grant'
import { actAs, adminSuite, uniqueSlug } from './harness'

// The reads behind the admin's editors, previews and detail pages, against Supabase Local: every
// field they hand the page, their order, null for what does not exist, and the error that stops a
// page from rendering half-loaded when the admin's role cannot read the table.
const harness = adminSuite()
let jobs: typeof JobReads
let quizzes: typeof QuizReads
let resources: typeof ResourceReads
let leadMagnets: typeof LeadMagnetReads
let articles: typeof ArticleReads
let parseListParams: typeof ParseListParams

beforeAll(async () => {
  jobs = await import('@/lib/data/admin/jobs')
  quizzes = await import('@/lib/data/admin/quizzes')
  resources = await import('@/lib/data/admin/resources')
  leadMagnets = await import('@/lib/data/admin/lead-magnets')
  articles = await import('@/lib/data/admin/articles')
  parseListParams = (await import('@/lib/data/admin/list-params')).parseListParams
})

const admin = () => harness.clients.admin
type ApplicationParams = Parameters<typeof JobReads.listApplications>[1]

/** The read throws "Could not load `what`: …" while the signed-in role cannot select from `table`. */
function expectLoadFails(table: string, what: string, read: () => Promise<unknown>) {
  return withoutGrant(
    harness.local.pg,
    `select on public.${table}`,
    () =>
      expect(read()).rejects.toThrow(new RegExp(`^Could not load ${what}: .*permission denied`)),
    'authenticated',
  )
}

/** These columns of a row as the REST API stored it. */
function pick<Row extends object, Column extends keyof Row>(row: Row, columns: Column[]) {
  return Object.fromEntries(columns.map((column) => [column, row[column]])) as Pick<Row, Column>
}

/**
 * Runs `run` while the admin search functions refuse a term matching more than `cap` rows (a list
 * then searches through RLS instead), then puts the migration's cap of 2000 back.
 */
async function withSearchCap<T>(cap: number, run: () => Promise<T>) {
  const setCap = (value: number) =>
    harness.local.pg.exec(
      `create or replace function private.admin_search_cap() returns integer language sql immutable set search_path = '' as $$ select ${value} $$`,
    )
  await setCap(cap)
  try {
    return await run()
  } finally {
    await setCap(2000)
  }
}

/**
 * Rows seeded one request each, in order, so the columns a row leaves out take their defaults (a
 * multi-row insert sets them to null).
 */
async function seedEach<T extends keyof Database['public']['Tables']>(
  table: T,
  rows: TablesInsert<T>[],
) {
  const seeded: Tables<T>[] = []
  for (const row of rows) seeded.push(...(await harness.seed(table, row)))
  return seeded
}

const UNKNOWN_ID = '00000000-0000-4000-8000-00000000dead'

/** Three categories whose order by sort order then name, by name alone and as inserted all differ. */
async function seedCategories() {
  const label = uniqueSlug('category')
  const [b, a, c] = await harness.seed('article_categories', [
    { slug: `${label}-b`, name: `${label} B`, sort_order: 9000 },
    { slug: `${label}-a`, name: `${label} A`, sort_order: 9000 },
    { slug: `${label}-c`, name: `${label} C`, sort_order: -9000 },
  ])
  return { label, a: a!, b: b!, c: c! }
}

/** The rows a test seeded under `label`, in the order the read gave them. */
const ownedBy = <Row extends { slug: string }>(rows: Row[], label: string) =>
  rows.filter((row) => row.slug.startsWith(label))

describe('job reads', () => {
  async function seedOpenJobs() {
    const label = uniqueSlug('editor-job')
    const now = new Date().toISOString()
    const [a, b] = await harness.seed('jobs', [
      { slug: `${label}-a`, title: `${label} A`, status: 'open', published_at: now },
      { slug: `${label}-b`, title: `${label} B`, status: 'open', published_at: now },
    ])
    return { label, a: a!, b: b! }
  }

  it('getJobEditorValues: every field in the editor’s shape, empty text for nulls, null for no job', async () => {
    const [full, bare] = await seedEach('jobs', [
      {
        slug: uniqueSlug('full-job'),
        title: 'Chemistry tutor',
        department: 'Tutoring',
        location: 'Leeds',
        employment_type: 'contract',
        is_remote: true,
        summary: 'Teach chemistry.',
        description: 'The long description.',
        requirements: ['A degree', 'Patience'],
        benefits: ['Flexible hours'],
        salary_range: '£25 an hour',
        status: 'open',
        published_at: '2026-01-05T09:00:00Z',
        closes_at: '2026-03-01T17:30:00Z',
      },
      { slug: uniqueSlug('bare-job'), title: 'Bare job', is_remote: false },
    ])
    expect(await jobs.getJobEditorValues(admin(), full!.id)).toEqual({
      id: full!.id,
      updatedAt: full!.updated_at,
      title: 'Chemistry tutor',
      slug: full!.slug,
      department: 'Tutoring',
      location: 'Leeds',
      employmentType: 'contract',
      isRemote: true,
      summary: 'Teach chemistry.',
      description: 'The long description.',
      requirements: 'A degree\nPatience',
      benefits: 'Flexible hours',
      salaryRange: '£25 an hour',
      status: 'open',
      closesAt: '2026-03-01T17:30:00.000Z',
    })
    expect(await jobs.getJobEditorValues(admin(), bare!.id)).toEqual({
      id: bare!.id,
      updatedAt: bare!.updated_at,
      title: 'Bare job',
      slug: bare!.slug,
      department: '',
      location: 'Remote',
      employmentType: 'part_time',
      isRemote: false,
      summary: '',
      description: '',
      requirements: '',
      benefits: '',
      salaryRange: '',
      status: 'draft',
      closesAt: '',
    })
    expect(await jobs.getJobEditorValues(admin(), UNKNOWN_ID)).toBeNull()
    await expectLoadFails('jobs', 'the job', () => jobs.getJobEditorValues(admin(), full!.id))
  })

  describe('listApplications', () => {
    /**
     * Job A's applicants Ada (new, oldest, the label in her name) and Bo (reviewing, newest, the
     * label in his email), and job B's Cy (new, in between, the label in his email).
     */
    async function seedApplicants() {
      const { label, a, b } = await seedOpenJobs()
      const [ada, bo, cy] = await seedEach('job_applications', [
        {
          job_id: a.id,
          full_name: `Ada ${label}`,
          email: `ada.${randomUUID()}@example.com`,
          created_at: '2026-01-01T09:00:00Z',
        },
        {
          job_id: a.id,
          full_name: 'Bo Brown',
          email: `bo.${label}@example.com`,
          status: 'reviewing',
          resume_path: `applications/${label}-bo.pdf`,
          created_at: '2026-01-03T09:00:00Z',
        },
        {
          job_id: b.id,
          full_name: 'Cy Clark',
          email: `cy.${label}@example.com`,
          created_at: '2026-01-02T09:00:00Z',
        },
      ])
      const listed = (row: Tables<'job_applications'>, job: Tables<'jobs'>) => ({
        ...pick(row, ['id', 'full_name', 'email', 'status', 'created_at', 'resume_path']),
        jobs: { id: job.id, title: job.title },
      })
      return {
        label,
        jobA: a,
        jobB: b,
        ada: listed(ada!, a),
        bo: listed(bo!, a),
        cy: listed(cy!, b),
      }
    }

    const params = (overrides: Partial<ApplicationParams> = {}): ApplicationParams => ({
      page: 1,
      pageSize: 100,
      sort: 'created_at',
      direction: 'desc',
      search: '',
      filters: {},
      ...overrides,
    })

    it('lists one job’s applications newest first, in the chosen order, filtered by status', async () => {
      const { jobA, jobB, ada, bo, cy } = await seedApplicants()
      const list = async (overrides: Partial<ApplicationParams>, jobId?: string) =>
        (await jobs.listApplications(admin(), params(overrides), jobId)).rows

      expect(await list({}, jobA.id)).toEqual([bo, ada])
      expect(await list({}, jobB.id)).toEqual([cy])
      expect(await list({ sort: 'full_name', direction: 'asc' }, jobA.id)).toEqual([ada, bo])
      expect(await list({ filters: { status: 'new' } }, jobA.id)).toEqual([ada])
      const everyNew = (await list({ filters: { status: 'new' } })).map((row) => row.id)
      expect(everyNew).toEqual(expect.arrayContaining([ada.id, cy.id]))
      expect(everyNew).not.toContain(bo.id)
    })

    it.each([
      ['through the admin search function', 2000],
      ['through RLS when the term is too broad for the function', 0],
    ])('searches names and emails %s', async (_how, cap) => {
      const { label, jobA, jobB, ada, bo, cy } = await seedApplicants()
      const search = (jobId?: string, status?: string) =>
        withSearchCap(cap, async () => {
          const page = await jobs.listApplications(
            admin(),
            params({ search: label, filters: { status } }),
            jobId,
          )
          return page.rows
        })
      expect(await search()).toEqual([bo, cy, ada])
      expect(await search(jobA.id)).toEqual([bo, ada])
      expect(await search(jobB.id)).toEqual([cy])
      expect(await search(undefined, 'new')).toEqual([cy, ada])
    })

    it('throws when the applications cannot be read', async () => {
      await expectLoadFails('job_applications', 'the applications', () =>
        jobs.listApplications(admin(), params()),
      )
    })
  })

  it('getApplication: the applicant, the job and the review values, null for no application', async () => {
    const { a: job } = await seedOpenJobs()
    const [full, bare] = await seedEach('job_applications', [
      {
        job_id: job.id,
        full_name: 'Grace Hopper',
        email: `grace.${randomUUID()}@example.com`,
        phone: '+44 20 7946 0000',
        country: 'United Kingdom',
        cover_letter: 'I have taught chemistry for ten years.',
        linkedin_url: 'https://www.linkedin.com/in/grace',
        portfolio_url: 'https://grace.example.com',
        resume_path: `applications/${randomUUID()}.pdf`,
        status: 'shortlisted',
        admin_notes: 'Call on Monday.',
      },
      { job_id: job.id, full_name: 'Alan Turing', email: `alan.${randomUUID()}@example.com` },
    ])
    const theJob = { id: job.id, title: job.title, slug: job.slug }
    expect(await jobs.getApplication(admin(), full!.id)).toEqual({
      id: full!.id,
      fullName: 'Grace Hopper',
      email: full!.email,
      phone: '+44 20 7946 0000',
      country: 'United Kingdom',
      coverLetter: 'I have taught chemistry for ten years.',
      linkedinUrl: 'https://www.linkedin.com/in/grace',
      portfolioUrl: 'https://grace.example.com',
      hasResume: true,
      createdAt: full!.created_at,
      job: theJob,
      values: {
        id: full!.id,
        updatedAt: full!.updated_at,
        status: 'shortlisted',
        adminNotes: 'Call on Monday.',
        notify: true,
      },
    })
    expect(await jobs.getApplication(admin(), bare!.id)).toEqual({
      id: bare!.id,
      fullName: 'Alan Turing',
      email: bare!.email,
      phone: null,
      country: null,
      coverLetter: '',
      linkedinUrl: null,
      portfolioUrl: null,
      hasResume: false,
      createdAt: bare!.created_at,
      job: theJob,
      values: {
        id: bare!.id,
        updatedAt: bare!.updated_at,
        status: 'new',
        adminNotes: '',
        notify: true,
      },
    })
    expect(await jobs.getApplication(admin(), UNKNOWN_ID)).toBeNull()
    await expectLoadFails('job_applications', 'the application', () =>
      jobs.getApplication(admin(), full!.id),
    )
  })

  it('getEmailTemplates: both templates in the editor’s order whatever order the table returns, admins only', async () => {
    // An update moves the shortlisted template behind the rejected one in the table.
    await harness.local.pg.exec(`
      update public.email_templates set subject = 'Rejected: {{job_title}}', body = 'Sorry.'
        where key = 'application_rejected';
      update public.email_templates set subject = 'Shortlisted: {{job_title}}', body = 'Well done.'
        where key = 'application_shortlisted';
    `)
    const stored = await admin().from('email_templates').select('key, updated_at')
    expect(stored.data?.map((row) => row.key)).toEqual([
      'application_rejected',
      'application_shortlisted',
    ])
    const versionOf = (key: string) => stored.data?.find((row) => row.key === key)?.updated_at

    expect(await jobs.getEmailTemplates(admin())).toEqual([
      {
        key: 'application_shortlisted',
        subject: 'Shortlisted: {{job_title}}',
        body: 'Well done.',
        updatedAt: versionOf('application_shortlisted'),
      },
      {
        key: 'application_rejected',
        subject: 'Rejected: {{job_title}}',
        body: 'Sorry.',
        updatedAt: versionOf('application_rejected'),
      },
    ])
    expect(await jobs.getEmailTemplates(harness.clients.user)).toEqual([])
    await expectLoadFails('email_templates', 'the email templates', () =>
      jobs.getEmailTemplates(admin()),
    )
  })

  it('getEmailTemplates leaves out a template that is missing', async () => {
    const { rows } = await harness.local.pg.query<{ subject: string; body: string }>(
      `delete from public.email_templates where key = 'application_rejected' returning subject, body`,
    )
    try {
      const templates = await jobs.getEmailTemplates(admin())
      expect(templates.map((template) => template.key)).toEqual(['application_shortlisted'])
    } finally {
      await harness.local.pg.query(
        `insert into public.email_templates (key, subject, body) values ('application_rejected', $1, $2)`,
        [rows[0]!.subject, rows[0]!.body],
      )
    }
  })
})

describe('quiz reads', () => {
  /**
   * A quiz in a category with five questions whose order by position, ties by id, is neither the
   * order they were inserted in nor their ids' order: three share a position and were inserted in
   * the reverse of their ids' order (in one statement, so the table holds them that way round).
   * The last two have no answer key yet.
   */
  async function seedQuiz() {
    const { a: category } = await seedCategories()
    const [quiz] = await harness.seed('quizzes', {
      slug: uniqueSlug('editor-quiz'),
      title: 'Referencing basics',
      description: 'Check your citations.',
      category_id: category.id,
      difficulty: 'advanced',
      time_limit_minutes: 15,
      pass_percent: 80,
      status: 'draft',
    })
    const ids = Array.from({ length: 5 }, () => randomUUID()).sort()
    const question = (
      prompt: string,
      id: string,
      position: number,
      kind: string,
      options: { id: string; label: string }[] = [],
      points = 1,
    ) => ({ id, quiz_id: quiz!.id, position, kind, prompt, options, points })
    const choices = [
      { id: 'a', label: 'APA' },
      { id: 'b', label: 'Chicago' },
    ]
    const inserted = await harness.seed('quiz_questions', [
      question('Second?', ids[3]!, 1, 'true_false'),
      question('Fifth?', ids[2]!, 2, 'short_answer'),
      question('Fourth?', ids[1]!, 2, 'multiple_choice', choices),
      question('Third?', ids[0]!, 2, 'short_answer'),
      question('First?', ids[4]!, 0, 'single_choice', choices, 3),
    ])
    const questions = ['First?', 'Second?', 'Third?', 'Fourth?', 'Fifth?'].map((prompt) =>
      inserted.find((row) => row.prompt === prompt)!,
    )
    const [first, second, third] = questions
    await harness.seed('quiz_answer_keys', [
      { question_id: first!.id, correct_answers: ['b'], explanation: 'Chicago uses footnotes.' },
      { question_id: second!.id, correct_answers: ['true'], explanation: '' },
      { question_id: third!.id, correct_answers: ['APA', 'APA 7'], explanation: 'Author-date.' },
    ])
    return { quiz: quiz!, category, questions }
  }

  it('getQuizEditorValues: settings, and every question in order with its answer key', async () => {
    const { quiz, category, questions } = await seedQuiz()
    const [first, second, third, fourth, fifth] = questions
    const question = (
      row: Tables<'quiz_questions'>,
      correctAnswers: string[],
      explanation = '',
    ) => ({
      ...pick(row, ['id', 'kind', 'prompt', 'options', 'points']),
      correctAnswers,
      explanation,
    })
    expect(await quizzes.getQuizEditorValues(admin(), quiz.id)).toEqual({
      id: quiz.id,
      updatedAt: quiz.updated_at,
      title: 'Referencing basics',
      slug: quiz.slug,
      description: 'Check your citations.',
      categoryId: category.id,
      difficulty: 'advanced',
      timeLimitMinutes: 15,
      passPercent: 80,
      status: 'draft',
      questions: [
        question(first!, ['b'], 'Chicago uses footnotes.'),
        question(second!, ['true']),
        question(third!, ['APA', 'APA 7'], 'Author-date.'),
        question(fourth!, []),
        question(fifth!, []),
      ],
    })
  })

  it('getQuizEditorValues: no category is an empty choice; null for no quiz; throws when unreadable', async () => {
    const [quiz] = await harness.seed('quizzes', { slug: uniqueSlug('bare-quiz'), title: 'Bare' })
    expect(await quizzes.getQuizEditorValues(admin(), quiz!.id)).toEqual({
      id: quiz!.id,
      updatedAt: quiz!.updated_at,
      title: 'Bare',
      slug: quiz!.slug,
      description: '',
      categoryId: '',
      difficulty: 'intermediate',
      timeLimitMinutes: null,
      passPercent: 70,
      status: 'draft',
      questions: [],
    })
    expect(await quizzes.getQuizEditorValues(admin(), UNKNOWN_ID)).toBeNull()
    await expectLoadFails('quizzes', 'the quiz', () =>
      quizzes.getQuizEditorValues(admin(), quiz!.id),
    )
  })

  it('listQuizCategories: every category’s id and name, by name', async () => {
    const { label, a, b, c } = await seedCategories()
    const categories = await quizzes.listQuizCategories(admin())
    expect(categories.filter((category) => category.name.startsWith(label))).toEqual(
      [a, b, c].map((category) => pick(category, ['id', 'name'])),
    )
    await expectLoadFails('article_categories', 'the categories', () =>
      quizzes.listQuizCategories(admin()),
    )
  })

  it('getQuizForPreview: a draft as the quiz page renders it, questions in order without answers', async () => {
    const { quiz, category, questions } = await seedQuiz()
    expect(await quizzes.getQuizForPreview(admin(), quiz.id)).toEqual({
      ...pick(quiz, [
        'id',
        'slug',
        'title',
        'description',
        'difficulty',
        'time_limit_minutes',
        'pass_percent',
        'published_at',
        'updated_at',
      ]),
      article_categories: { slug: category.slug, name: category.name },
      questions: questions.map((row) =>
        pick(row, ['id', 'position', 'kind', 'prompt', 'options', 'points']),
      ),
    })
    expect(await quizzes.getQuizForPreview(harness.clients.user, quiz.id)).toBeNull()
    expect(await quizzes.getQuizForPreview(admin(), UNKNOWN_ID)).toBeNull()
    await expectLoadFails('quizzes', 'the quiz preview', () =>
      quizzes.getQuizForPreview(admin(), quiz.id),
    )
  })

  describe('getQuizHistory', () => {
    const SIXTY = 'Which referencing style puts the year right after an author?'
    const SIXTY_ONE = 'Which referencing style puts the year right after the author?'

    /** A quiz whose questions' prompts are 60 and 61 characters once their whitespace is collapsed. */
    async function seedHistory() {
      const [quiz] = await harness.seed('quizzes', { slug: uniqueSlug('history'), title: 'H' })
      const [first] = await harness.seed('quiz_questions', [
        {
          quiz_id: quiz!.id,
          position: 0,
          kind: 'short_answer',
          prompt: `\n  ${SIXTY.replaceAll(' ', ' \t ')}  `,
        },
        { quiz_id: quiz!.id, position: 1, kind: 'short_answer', prompt: SIXTY_ONE },
      ])
      return { quiz: quiz!, first: first! }
    }

    it('names questions by place and prompt: whitespace collapsed, cut past 60 characters', async () => {
      expect([SIXTY.length, SIXTY_ONE.length]).toEqual([60, 61])
      const { quiz, first } = await seedHistory()
      // A change that does not carry the prompt keeps the question's last known one; an entry
      // without a row id names no question.
      await harness.local.pg.query(
        `insert into public.audit_log (table_name, row_id, action, before, after) values
          ('quiz_questions', $1, 'UPDATE', jsonb_build_object('quiz_id', $2::text, 'points', 1),
            jsonb_build_object('quiz_id', $2::text, 'points', 2)),
          ('quiz_questions', null, 'UPDATE', null,
            jsonb_build_object('quiz_id', $2::text, 'prompt', 'A stray entry'))`,
        [first.id, quiz.id],
      )
      const history = await quizzes.getQuizHistory(admin(), quiz.id, 50)
      expect(history.map((entry) => [entry.action, entry.subject ?? 'the quiz'])).toEqual([
        ['UPDATE', `question 1 (“${SIXTY}”)`],
        ['INSERT', 'question 2 (“Which referencing style puts the year right after the autho…”)'],
        ['INSERT', `question 1 (“${SIXTY}”)`],
        ['INSERT', 'the quiz'],
      ])
    })

    it('throws when the history or the questions cannot be read', async () => {
      const { quiz } = await seedHistory()
      await expectLoadFails('audit_log', 'the history', () =>
        quizzes.getQuizHistory(admin(), quiz.id),
      )
      await expectLoadFails('quiz_questions', 'the questions', () =>
        quizzes.getQuizHistory(admin(), quiz.id),
      )
    })
  })
})

describe('resource reads', () => {
  async function seedResources() {
    const { a: category } = await seedCategories()
    const [filed, gated] = await seedEach('resources', [
      {
        slug: uniqueSlug('filed'),
        title: 'Essay planner',
        description: 'Plan an essay.',
        kind: 'template',
        content: '## Plan',
        file_path: 'resources/essay-planner.pdf',
        external_url: 'https://example.com/planner',
        category_id: category.id,
        status: 'draft',
      },
      {
        slug: uniqueSlug('gated'),
        title: 'Members checklist',
        description: 'For members.',
        kind: 'checklist',
        content: 'Members only',
        external_url: 'https://example.com/members',
        members_only: true,
        status: 'published',
        published_at: '2026-02-01T08:00:00Z',
      },
    ])
    return { category, filed: filed!, gated: gated! }
  }

  it('getResourceForEdit: every column the editor loads, null for no resource', async () => {
    const { filed } = await seedResources()
    await actAs('admin')
    expect(await resources.getResourceForEdit(filed.id)).toEqual(
      pick(filed, [
        'id',
        'slug',
        'title',
        'description',
        'kind',
        'content',
        'file_path',
        'external_url',
        'category_id',
        'members_only',
        'status',
        'published_at',
        'updated_at',
      ]),
    )
    expect(await resources.getResourceForEdit(UNKNOWN_ID)).toBeNull()
    await expectLoadFails('resources', 'the resource', () => resources.getResourceForEdit(filed.id))
  })

  it('getResourceForPreview: a draft as the public page renders it, members-only content held back', async () => {
    const { category, filed, gated } = await seedResources()
    const teaser = (row: Tables<'resources'>) =>
      pick(row, ['id', 'slug', 'title', 'description', 'kind', 'members_only', 'updated_at'])
    await actAs('admin')
    expect(await resources.getResourceForPreview(filed.slug)).toEqual({
      status: 'draft',
      resource: {
        ...teaser(filed),
        external_url: 'https://example.com/planner',
        has_file: true,
        file_type: 'pdf',
        category_slug: category.slug,
        category_name: category.name,
        published_at: '',
        content: '## Plan',
      },
    })
    expect(await resources.getResourceForPreview(gated.slug)).toEqual({
      status: 'published',
      resource: {
        ...teaser(gated),
        external_url: '',
        has_file: false,
        file_type: '',
        category_slug: '',
        category_name: '',
        published_at: gated.published_at,
        content: null,
      },
    })
    expect(await resources.getResourceForPreview('no-such-resource')).toBeNull()
    await expectLoadFails('resources', 'the resource preview', () =>
      resources.getResourceForPreview(filed.slug),
    )
  })
})

describe('lead magnet reads', () => {
  it('listLeadMagnets: every lead magnet, inactive too, by title; getLeadMagnet: one or null', async () => {
    const label = uniqueSlug('magnet')
    const [later, earlier] = await seedEach('lead_magnets', [
      { slug: `${label}-z`, title: `${label} Zoology notes`, is_active: false },
      {
        slug: `${label}-a`,
        title: `${label} Anatomy notes`,
        description: 'Free notes.',
        file_path: 'anatomy.pdf',
        email_subject: 'Your notes',
        email_body: 'Here they are: {{download_url}}',
      },
    ])
    await actAs('admin')
    const listed = await leadMagnets.listLeadMagnets()
    expect(ownedBy(listed, label)).toEqual([earlier, later])
    const { rows } = await harness.local.pg.query<{ id: string }>(
      'select id from public.lead_magnets order by title',
    )
    expect(listed.map((magnet) => magnet.id)).toEqual(rows.map((row) => row.id))

    expect(await leadMagnets.getLeadMagnet(earlier!.id)).toEqual(earlier)
    expect(await leadMagnets.getLeadMagnet(UNKNOWN_ID)).toBeNull()
    await expectLoadFails('lead_magnets', 'the lead magnets', () => leadMagnets.listLeadMagnets())
    await expectLoadFails('lead_magnets', 'the lead magnet', () =>
      leadMagnets.getLeadMagnet(earlier!.id),
    )
  })
})

describe('article reads', () => {
  it('getArticleForEdit: every column the editor loads, null for no article', async () => {
    const { a: category } = await seedCategories()
    const [author] = await harness.seed('authors', {
      slug: uniqueSlug('author'),
      name: 'Ann Author',
    })
    const [article] = await harness.seed('articles', {
      slug: uniqueSlug('edited'),
      title: 'How to cite',
      excerpt: 'Citing, briefly.',
      content: 'Cite everything.',
      cover_image_url: 'https://example.com/cover.png',
      cover_image_alt: 'A stack of books',
      category_id: category.id,
      author_id: author!.id,
      tags: ['citing', 'apa'],
      status: 'published',
      published_at: '2026-02-02T10:00:00Z',
      seo_title: 'Citing guide',
      seo_description: 'How to cite sources.',
    })
    await actAs('admin')
    expect(await articles.getArticleForEdit(article!.id)).toEqual(
      pick(article!, [
        'id',
        'slug',
        'title',
        'excerpt',
        'content',
        'cover_image_url',
        'cover_image_alt',
        'category_id',
        'author_id',
        'tags',
        'status',
        'published_at',
        'seo_title',
        'seo_description',
        'updated_at',
      ]),
    )
    expect(await articles.getArticleForEdit(UNKNOWN_ID)).toBeNull()
    await expectLoadFails('articles', 'the article', () => articles.getArticleForEdit(article!.id))
  })

  it('getArticleCategoryOptions and getArticleOptions: categories by sort order then name, authors by name', async () => {
    const { label, a, b, c } = await seedCategories()
    const [zed, abe] = await harness.seed('authors', [
      { slug: `${label}-zed`, name: `${label} Zed` },
      { slug: `${label}-abe`, name: `${label} Abe` },
    ])
    await actAs('admin')
    const categories = ownedBy(await articles.getArticleCategoryOptions(), label)
    expect(categories).toEqual([c, a, b].map((category) => pick(category, ['id', 'slug', 'name'])))

    const options = await articles.getArticleOptions()
    expect(ownedBy(options.categories, label)).toEqual(categories)
    expect(options.authors.filter((author) => author.name.startsWith(label))).toEqual(
      [abe!, zed!].map((author) => pick(author, ['id', 'name'])),
    )
    await expectLoadFails('article_categories', 'the categories', () =>
      articles.getArticleCategoryOptions(),
    )
    await expectLoadFails('article_categories', 'the categories', () =>
      articles.getArticleOptions(),
    )
    await expectLoadFails('authors', 'the authors', () => articles.getArticleOptions())
  })

  it('articleListSpecWith: the category filter takes the categories’ slugs from the URL', async () => {
    const { label, a, b, c } = await seedCategories()
    await actAs('admin')
    const spec = articles.articleListSpecWith(await articles.getArticleCategoryOptions())
    expect(spec.filters.category.filter((slug) => slug.startsWith(label))).toEqual([
      c.slug,
      a.slug,
      b.slug,
    ])
    expect(spec.filters.status).toEqual(articles.articleListSpec.filters.status)
    const filters = (query: Record<string, string>) => parseListParams(spec, query).filters
    expect(filters({ category: a.slug, status: 'draft' })).toEqual({
      category: a.slug,
      status: 'draft',
    })
    expect(filters({ category: `${label}-none` })).toEqual({})
  })
})
