import { afterEach, describe, expect, it } from 'vitest'

import { actAs, adminSuite, uniqueSlug } from './harness'

const harness = adminSuite()

// The admin search functions (admin_search_messages, admin_search_applications,
// admin_search_audit_log, admin_search_quizzes, admin_search_jobs, admin_search_resources,
// admin_search_promotions; admin_search_articles in articles.test.ts): the lists' own match
// (anywhere, case-insensitive, % and _ literal), admins only, and a term too broad for them
// searched through RLS instead.
const params = <Sort extends string = 'created_at'>(search: string, sort?: Sort) =>
  ({
    page: 1,
    pageSize: 25,
    sort: sort ?? ('created_at' as Sort),
    direction: 'desc',
    search,
    filters: {},
  }) as const
const today = new Date().toISOString().slice(0, 10)

async function setSearchCap(cap: number) {
  await harness.local.pg.exec(
    `create or replace function private.admin_search_cap() returns integer language sql immutable set search_path = '' as $$ select ${cap} $$`,
  )
}

describe('admin list searches', () => {
  afterEach(() => setSearchCap(2000))

  it('finds messages by name, email or subject, in the list too', async () => {
    const label = uniqueSlug('inbox')
    const [byName, byEmail, bySubject] = await harness.seed('messages', [
      { name: `${label} 100%_done`, email: 'a@example.com', subject: 'Hello', body: 'Hi' },
      { name: 'Sam', email: `${label}@example.com`, subject: 'Hello', body: 'Hi' },
      { name: 'Kim', email: 'k@example.com', subject: `About ${label.toUpperCase()}`, body: 'Hi' },
    ])
    const ids = async (search: string) => {
      const { data, error } = await harness.clients.admin
        .rpc('admin_search_messages', { search })
        .select('id')
      expect(error).toBeNull()
      return (data ?? []).map((row) => row.id).sort()
    }
    expect(await ids(label)).toEqual([byName!.id, byEmail!.id, bySubject!.id].sort())
    expect(await ids('100%_DONE')).toEqual([byName!.id])
    expect(await ids('100x_done')).toEqual([])
    expect(await ids('100%xdone')).toEqual([])

    await actAs('admin')
    const { listMessages } = await import('@/lib/data/admin/messages')
    const page = await listMessages(params(label))
    expect(page.rows.map((row) => row.id).sort()).toEqual(
      [byName!.id, byEmail!.id, bySubject!.id].sort(),
    )
    expect([page.total, page.totalKind]).toEqual([3, 'exact'])
  })

  it('keeps archived messages out of the inbox unless the filter asks for them', async () => {
    const label = uniqueSlug('archived')
    const [kept, archived] = await harness.seed('messages', [
      {
        name: `${label} kept`,
        email: 'kept@example.com',
        subject: 'Hi',
        body: 'Hi',
        status: 'new',
      },
      {
        name: `${label} archived`,
        email: 'gone@example.com',
        subject: 'Hi',
        body: 'Hi',
        status: 'archived',
      },
    ])
    await actAs('admin')
    const { listMessages } = await import('@/lib/data/admin/messages')
    const listed = async (filters: { status?: string }, search = label) =>
      (await listMessages({ ...params(search), filters })).rows.map((row) => row.id)
    // Searched through admin_search_messages, and through RLS when the term is too broad.
    expect(await listed({})).toEqual([kept!.id])
    await setSearchCap(0)
    expect(await listed({})).toEqual([kept!.id])
    expect(await listed({}, '')).not.toContain(archived!.id)
    expect(await listed({ status: 'archived' })).toEqual([archived!.id])
    expect(await listed({ status: 'new' })).toEqual([kept!.id])
  })

  it('finds applications by name or email, one job or every job', async () => {
    const label = uniqueSlug('applicant')
    const { rows: jobs } = await harness.local.pg.query<{ id: string }>(
      'select id from public.jobs order by slug limit 1',
    )
    const jobId = jobs[0]!.id
    const [byName, byEmail] = await harness.seed('job_applications', [
      { job_id: jobId, full_name: `${label} Jones`, email: 'jones@example.com' },
      { job_id: jobId, full_name: 'Ann Lee', email: `${label}@example.com` },
    ])
    const { listApplications } = await import('@/lib/data/admin/jobs')
    for (const job of [undefined, jobId]) {
      const page = await listApplications(harness.clients.admin, params(label), job)
      expect(page.rows.map((row) => row.id).sort()).toEqual([byName!.id, byEmail!.id].sort())
      expect(page.rows[0]?.jobs?.id).toBe(jobId)
    }
    const none = await listApplications(harness.clients.admin, params(`${label}_`), jobId)
    expect(none.rows).toEqual([])
  })

  it('finds audit entries by row id within the date range', async () => {
    const rowId = crypto.randomUUID()
    await harness.local.pg.query(
      `insert into public.audit_log (table_name, row_id, action) values ('articles', $1, 'UPDATE')`,
      [rowId],
    )
    const { listAuditLog } = await import('@/lib/data/admin/security')
    const search = async (term: string) =>
      (
        await listAuditLog(harness.clients.admin, params(term), { from: today, to: today })
      ).rows.map((row) => row.row_id)
    expect(await search(rowId.slice(4, 20).toUpperCase())).toEqual([rowId])
    expect(await search(`${rowId}%`)).toEqual([])
  })

  it('finds quizzes, jobs and resources by title or slug, promotions by name or headline', async () => {
    const label = uniqueSlug('content')
    const [quizByTitle, quizBySlug] = await harness.seed('quizzes', [
      { slug: uniqueSlug('quiz'), title: `${label} 100%_done` },
      { slug: `${label}-quiz`, title: 'Cell biology' },
    ])
    const [jobByTitle, jobBySlug] = await harness.seed('jobs', [
      { slug: uniqueSlug('job'), title: `${label} 100%_done` },
      { slug: `${label}-job`, title: 'Law tutor' },
    ])
    const [resourceByTitle, resourceBySlug] = await harness.seed('resources', [
      { slug: uniqueSlug('resource'), title: `${label} 100%_done`, kind: 'checklist' },
      { slug: `${label}-resource`, title: 'Essay planner', kind: 'checklist' },
    ])
    const endAt = new Date(Date.now() + 86_400_000).toISOString()
    const [promotionByName, promotionByHeadline] = await harness.seed('site_promotions', [
      { name: `${label} 100%_done`, headline: 'Exam season', end_at: endAt },
      { name: uniqueSlug('promotion'), headline: `About ${label}`, end_at: endAt },
    ])
    const found = {
      admin_search_quizzes: [quizByTitle!.id, quizBySlug!.id],
      admin_search_jobs: [jobByTitle!.id, jobBySlug!.id],
      admin_search_resources: [resourceByTitle!.id, resourceBySlug!.id],
      admin_search_promotions: [promotionByName!.id, promotionByHeadline!.id],
    }
    for (const [fn, [first, second]] of Object.entries(found) as [keyof typeof found, string[]][]) {
      const ids = async (search: string) => {
        const { data, error } = await harness.clients.admin.rpc(fn, { search }).select('id')
        expect(error).toBeNull()
        return (data ?? []).map((row) => row.id).sort()
      }
      expect(await ids(label.toUpperCase()), fn).toEqual([first, second].sort())
      expect(await ids('100%_DONE'), fn).toEqual([first])
      expect(await ids('100x_done'), fn).toEqual([])
      expect(await ids('100%xdone'), fn).toEqual([])
    }

    const { listQuizzes } = await import('@/lib/data/admin/quizzes')
    const { listJobs } = await import('@/lib/data/admin/jobs')
    const { listResources } = await import('@/lib/data/admin/resources')
    const { listPromotions } = await import('@/lib/data/admin/promotions')
    const listed = (page: { rows: { id: string }[]; total: number | null }) => [
      page.rows.map((row) => row.id).sort(),
      page.total,
    ]
    const quizzes = await listQuizzes(harness.clients.admin, params(label, 'updated_at'))
    expect(listed(quizzes)).toEqual([found.admin_search_quizzes.sort(), 2])
    const jobs = await listJobs(harness.clients.admin, params(label, 'updated_at'))
    expect(listed(jobs)).toEqual([found.admin_search_jobs.sort(), 2])
    await actAs('admin')
    const resources = await listResources(params(label, 'updated_at'))
    expect(listed(resources)).toEqual([found.admin_search_resources.sort(), 2])
    const promotions = await listPromotions(params(label, 'updated_at'))
    expect(listed(promotions)).toEqual([found.admin_search_promotions.sort(), 2])
  })

  it('searches a term matching more rows than the function hands over through RLS', async () => {
    const label = uniqueSlug('broad')
    await harness.seed('messages', [
      { name: `${label} one`, email: 'one@example.com', subject: 'Hi', body: 'Hi' },
      { name: `${label} two`, email: 'two@example.com', subject: 'Hi', body: 'Hi' },
    ])
    await setSearchCap(1)
    const refused = await harness.clients.admin.rpc('admin_search_messages', { search: label })
    expect(refused.error?.code).toBe('54000')
    await actAs('admin')
    const { listMessages } = await import('@/lib/data/admin/messages')
    const page = await listMessages(params(label, 'name'))
    expect(page.rows.map((row) => row.name)).toEqual([`${label} two`, `${label} one`])
    expect(page.total).toBe(2)
  })

  it('lists articles, quizzes, jobs, resources and promotions by status, and searches their own columns when the term is too broad', async () => {
    const label = uniqueSlug('listed')
    const now = new Date().toISOString()
    const endAt = new Date(Date.now() + 86_400_000).toISOString()
    const [draftQuiz, liveQuiz] = await harness.seed('quizzes', [
      { slug: `${label}-quiz-a`, title: 'Draft quiz', status: 'draft' },
      {
        slug: uniqueSlug('quiz'),
        title: `${label} live quiz`,
        status: 'published',
        published_at: now,
      },
    ])
    const [draftJob, openJob] = await harness.seed('jobs', [
      { slug: `${label}-job-a`, title: 'Draft job', status: 'draft' },
      { slug: uniqueSlug('job'), title: `${label} open job`, status: 'open', published_at: now },
    ])
    const [draftResource, liveResource] = await harness.seed('resources', [
      { slug: `${label}-resource-a`, title: 'Draft resource', kind: 'guide', status: 'draft' },
      {
        slug: uniqueSlug('resource'),
        title: `${label} live resource`,
        kind: 'guide',
        status: 'published',
        published_at: now,
      },
    ])
    const [pausedPromotion, activePromotion] = await harness.seed('site_promotions', [
      { name: `${label} paused`, headline: 'Paused offer', status: 'paused', end_at: endAt },
      { name: uniqueSlug('promotion'), headline: `${label} offer`, status: 'draft', end_at: endAt },
    ])
    const [draftArticle, liveArticle] = await harness.seed('articles', [
      { slug: `${label}-article-a`, title: 'Draft article', status: 'draft' },
      {
        slug: uniqueSlug('article'),
        title: `${label} live article`,
        status: 'published',
        published_at: now,
      },
    ])
    const { listQuizzes } = await import('@/lib/data/admin/quizzes')
    const { listJobs } = await import('@/lib/data/admin/jobs')
    const { listResources } = await import('@/lib/data/admin/resources')
    const { listPromotions } = await import('@/lib/data/admin/promotions')
    const { getArticleCategoryOptions, listArticles } = await import('@/lib/data/admin/articles')
    await actAs('admin')
    const categories = await getArticleCategoryOptions()
    const lists = {
      articles: (search: string, status?: string) =>
        listArticles({ ...params(search, 'updated_at'), filters: { status } }, categories),
      quizzes: (search: string, status?: string) =>
        listQuizzes(harness.clients.admin, {
          ...params(search, 'updated_at'),
          filters: { status },
        }),
      jobs: (search: string, status?: string) =>
        listJobs(harness.clients.admin, { ...params(search, 'updated_at'), filters: { status } }),
      resources: (search: string, status?: string) =>
        listResources({ ...params(search, 'updated_at'), filters: { status } }),
      promotions: (search: string, status?: string) =>
        listPromotions({ ...params(search, 'updated_at'), filters: { status } }),
    }
    const rows = {
      articles: [draftArticle!.id, liveArticle!.id, 'draft'],
      quizzes: [draftQuiz!.id, liveQuiz!.id, 'draft'],
      jobs: [draftJob!.id, openJob!.id, 'draft'],
      resources: [draftResource!.id, liveResource!.id, 'draft'],
      promotions: [pausedPromotion!.id, activePromotion!.id, 'paused'],
    }
    const tables = {
      articles: 'articles',
      quizzes: 'quizzes',
      jobs: 'jobs',
      resources: 'resources',
      promotions: 'site_promotions',
    }
    const ids = (page: { rows: { id: string }[] }) => page.rows.map((row) => row.id)
    for (const [name, [first, second, status]] of Object.entries(rows)) {
      // Seeded in one statement, so the second is made the newer change.
      await harness.local.pg.query(
        `update public.${tables[name as keyof typeof tables]} set updated_at = now() + interval '1 minute' where id = $1`,
        [second],
      )
      const list = lists[name as keyof typeof lists]
      // Without a search, from the table: the status filter holds, newest change first.
      const filtered = ids(await list('', status))
      expect(filtered, name).toContain(first)
      expect(filtered, name).not.toContain(second)
      expect(ids(await list('')).slice(0, 2), name).toEqual([second, first])
      // Too broad for the search function: the same match on the list's own two columns.
      await setSearchCap(0)
      expect(ids(await list(label)), name).toEqual([second, first])
      expect(ids(await list(label, status)), name).toEqual([first])
      await setSearchCap(2000)
    }
  })

  it('refuses everyone but an admin (42501)', async () => {
    for (const fn of [
      'admin_search_messages',
      'admin_search_applications',
      'admin_search_audit_log',
      'admin_search_quizzes',
      'admin_search_jobs',
      'admin_search_resources',
      'admin_search_promotions',
    ] as const) {
      for (const refused of [harness.anon, harness.clients.user]) {
        const { error } = await refused.rpc(fn, { search: 'a' })
        expect(error?.code).toBe('42501')
      }
    }
  })
})
