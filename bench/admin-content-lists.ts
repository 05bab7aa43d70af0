// The admin lists of quizzes, jobs, resources, promotions and testimonials at 100,000 rows each: a
// throwaway in-memory Supabase Local, the admin signed in through supabase-js, and each list's
// query as lib/data/admin/{quizzes,jobs,resources,promotions,testimonials}.ts sends it
// (readSearchedListPage with the same columns, search function and filter; the promotions'
// statistics RPC for the page's rows) for the default order, a status filter, a sort by title, a
// search matching one row, a broad search, one matching nothing, and a deep page (promotions also
// sorted by the status the list shows, shown_status; testimonials
// have one order and no search: the first, a deep and the last page, and a move of one row), against
// the 300 ms budget. Run with `npm run bench:admin-content`; not part of npm test.
import { performance } from 'node:perf_hooks'

import { COUNTED, readEstimatedPage, readSearchedListPage } from '../lib/data/admin/list-page.ts'
import type { ListParams } from '../lib/data/admin/list-params.ts'
import { startSupabaseLocal } from '../supabase/local/server.ts'
import { signedInAdmin } from './admin-session.ts'
import { percentile } from './percentile.ts'
import { latencyRow, timeRounds } from './timings.ts'

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 12)
const BUDGET_MS = 300
const DEEP_PAGE = Math.max(1, Math.floor(ROWS / 25 / 2))

const local = await startSupabaseLocal({ memory: true, port: 0 })
try {
  const seedStarted = performance.now()
  // Copies of one seeded row of each kind, with their own slugs, titles, statuses and times.
  // Triggers off while seeding (no audit rows, no publishing checks for the copies).
  await local.pg.exec(`
    set session_replication_role = replica;
    insert into public.quizzes (slug, title, description, category_id, difficulty,
      time_limit_minutes, pass_percent, status, published_at, updated_at)
    select 'bench-quiz-' || n,
      (array['Exam', 'Essay', 'Statistics', 'Referencing', 'Revision', 'Thesis', 'Lab report'])[n % 7 + 1]
        || ' quiz number ' || n,
      q.description, q.category_id, q.difficulty, q.time_limit_minutes, q.pass_percent,
      (array['published', 'published', 'draft', 'archived'])[n % 4 + 1],
      now() - n * interval '5 minutes', now() - n * interval '1 minute'
    from generate_series(1, ${ROWS}) as n,
      (select * from public.quizzes order by slug limit 1) as q;
    insert into public.jobs (slug, title, department, location, employment_type, is_remote,
      summary, description, requirements, benefits, salary_range, status, published_at,
      closes_at, updated_at)
    select 'bench-job-' || n,
      (array['Maths', 'Chemistry', 'Law', 'Nursing', 'History', 'Physics', 'Economics'])[n % 7 + 1]
        || ' tutor number ' || n,
      j.department, j.location, j.employment_type, j.is_remote, j.summary, j.description,
      j.requirements, j.benefits, j.salary_range,
      (array['open', 'closed', 'draft'])[n % 3 + 1],
      now() - n * interval '5 minutes', now() + interval '30 days',
      now() - n * interval '1 minute'
    from generate_series(1, ${ROWS}) as n,
      (select * from public.jobs order by slug limit 1) as j;
    insert into public.resources (slug, title, description, kind, content, file_path,
      external_url, category_id, members_only, status, published_at, updated_at)
    select 'bench-resource-' || n,
      (array['Essay', 'Revision', 'Statistics', 'Referencing', 'Planner', 'Thesis', 'Lab report'])[n % 7 + 1]
        || ' guide number ' || n,
      r.description, r.kind, r.content, r.file_path, r.external_url, r.category_id,
      n % 5 = 0, (array['published', 'published', 'draft', 'archived'])[n % 4 + 1],
      now() - n * interval '5 minutes', now() - n * interval '1 minute'
    from generate_series(1, ${ROWS}) as n,
      (select * from public.resources where kind = 'guide' order by slug limit 1) as r;
    insert into public.site_promotions (name, status, headline, subtext, cta_label, cta_url,
      end_at, updated_at)
    select 'bench-promotion-' || n,
      (array['draft', 'paused', 'ended'])[n % 3 + 1],
      (array['Exam season', 'Welcome week', 'Essay clinic', 'Dissertation month'])[n % 4 + 1]
        || ' offer number ' || n,
      'Subtext ' || n, 'Book now', '/services', now() + n * interval '1 hour',
      now() - n * interval '1 minute'
    from generate_series(1, ${ROWS}) as n;
    -- In display order already (sort_order = place), as the list leaves them after a first move.
    insert into public.testimonials (name, university, country, rating, quote, status,
      is_featured, sort_order, created_at)
    select 'Student ' || n, 'University ' || n % 50, 'United Kingdom', n % 5 + 1,
      'Quote number ' || n, (array['approved', 'pending', 'rejected'])[n % 3 + 1], n % 97 = 0,
      (select count(*) from public.testimonials) + n - 1, now() - n * interval '1 minute'
    from generate_series(1, ${ROWS}) as n;
    set session_replication_role = origin;
  `)
  // Vacuum as autovacuum would (PGlite has none). One statement each: VACUUM cannot run in the
  // implicit transaction of a multi-statement string.
  for (const table of ['quizzes', 'jobs', 'resources', 'site_promotions', 'testimonials']) {
    await local.pg.exec(`vacuum analyze public.${table}`)
  }
  const seedSeconds = (performance.now() - seedStarted) / 1000

  const db = await signedInAdmin(local)
  const { rows: counted } = await local.pg.query<{ total: number }>(
    'select count(*)::integer as total from public.testimonials',
  )
  const lastTestimonialPage = Math.ceil(counted[0]!.total / 25)

  type Scenario = { label: string; params: Partial<ListParams> }
  const scenarios = (word: string, one: string, status: string, name = 'title'): Scenario[] => [
    { label: 'default order', params: {} },
    { label: `status ${status}`, params: { filters: { status } } },
    { label: `by ${name}`, params: { sort: name, direction: 'asc' } },
    { label: `"${one}" (1 row)`, params: { search: one } },
    { label: `"${word}" (many rows)`, params: { search: word } },
    { label: '"thermodynamics" (none)', params: { search: 'thermodynamics' } },
    { label: `page ${DEEP_PAGE.toLocaleString('en-GB')}`, params: { page: DEEP_PAGE } },
  ]
  // Every one of these lists opens newest change first.
  const params = (scenario: Scenario): ListParams => ({
    page: 1,
    pageSize: 25,
    sort: 'updated_at',
    direction: 'desc',
    search: '',
    filters: {},
    ...scenario.params,
  })
  // Each list's read as its lib/data/admin module sends it: the admin search function for a
  // term (through RLS for a term it finds too broad, or none), the estimated count, 25 rows.
  const read =
    (
      table: 'quizzes' | 'jobs' | 'resources',
      search: 'admin_search_quizzes' | 'admin_search_jobs' | 'admin_search_resources',
      columns: string,
      searched: readonly string[],
    ) =>
    (scenario: Scenario) => {
      const list = params(scenario)
      return readSearchedListPage(
        {
          table: () => db.from(table).select(columns, COUNTED),
          search: () => db.rpc(search, { search: list.search }, COUNTED).select(columns),
        },
        list,
        { equals: { status: list.filters.status }, search: searched, what: table },
      )
    }
  const lists: [name: string, Scenario[], read: (s: Scenario) => Promise<{ rows: unknown[] }>][] = [
    [
      'quizzes',
      scenarios('statistics', 'quiz number 4242', 'draft'),
      read(
        'quizzes',
        'admin_search_quizzes',
        'id, slug, title, status, difficulty, published_at, updated_at, quiz_questions(count)',
        ['title', 'slug'],
      ),
    ],
    [
      'jobs',
      scenarios('chemistry', 'tutor number 4242', 'open'),
      read(
        'jobs',
        'admin_search_jobs',
        'id, slug, title, status, location, published_at, closes_at, updated_at, job_applications(count)',
        ['title', 'slug'],
      ),
    ],
    [
      'resources',
      scenarios('planner', 'guide number 4242', 'archived'),
      read(
        'resources',
        'admin_search_resources',
        'id, slug, title, kind, status, members_only, file_path, external_url, published_at, updated_at',
        ['title', 'slug'],
      ),
    ],
    [
      'promotions',
      [
        ...scenarios('welcome', 'offer number 4242', 'paused', 'name'),
        { label: 'by status', params: { sort: 'shown_status', direction: 'asc' } },
      ],
      async (scenario) => {
        const list = params(scenario)
        const page = await readSearchedListPage(
          {
            table: () => db.from('site_promotions').select('*', COUNTED),
            search: () =>
              db.rpc('admin_search_promotions', { search: list.search }, COUNTED).select('*'),
          },
          list,
          {
            equals: { status: list.filters.status },
            search: ['name', 'headline'],
            what: 'promotions',
          },
        )
        const ids = page.rows.map((row) => row.id)
        const stats = await db.rpc('promotion_stats', { promotion_ids: ids })
        if (stats.error) throw new Error(stats.error.message)
        return page
      },
    ],
    [
      'testimonials',
      [
        { label: 'display order', params: {} },
        { label: `page ${DEEP_PAGE.toLocaleString('en-GB')}`, params: { page: DEEP_PAGE } },
        { label: 'last page', params: { page: lastTestimonialPage } },
      ],
      (scenario) =>
        readEstimatedPage(
          db
            .from('testimonials')
            .select(
              'id, name, university, country, rating, quote, status, is_featured, sort_order, updated_at',
              COUNTED,
            )
            .order('sort_order')
            .order('created_at')
            .order('id'),
          params(scenario),
          'testimonials',
        ),
    ],
  ]

  // A move as moveTestimonialAction sends it: the middle row down one place and back, so every
  // round passes one row (the seeded order is strict, so no round renumbers the table).
  const middle = await db
    .from('testimonials')
    .select('id')
    .order('sort_order')
    .range(ROWS / 2, ROWS / 2)
    .single()
  if (middle.error) throw new Error(middle.error.message)
  let by = 1
  const moveRow = async () => {
    const { data, error } = await db.rpc('move_testimonial', {
      testimonial_id: middle.data.id,
      places: by,
    })
    by = -by
    if (error) throw new Error(error.message)
    return data
  }

  console.info(
    `Seeded ${ROWS.toLocaleString('en-GB')} rows in each table in ${seedSeconds.toFixed(1)} s.\n`,
  )
  console.info(`| list, view (${ROUNDS} runs each) | p50 ms | p95 ms | rows on page |`)
  console.info('| --- | ---: | ---: | ---: |')
  const all: number[] = []
  for (const [name, views, read] of lists) {
    for (const view of views) {
      const { times, last } = await timeRounds(() => read(view), ROUNDS)
      all.push(...times)
      console.info(latencyRow(`${name}, ${view.label}`, times, last.rows.length))
    }
  }
  const moves = await timeRounds(moveRow, ROUNDS)
  all.push(...moves.times)
  console.info(latencyRow('testimonials, a move of one row', moves.times, `${moves.last} moved`))
  all.sort((a, b) => a - b)
  const p95 = percentile(all, 95)
  console.info(latencyRow('**all**', all, ''))
  console.info(`\nBudget: list p95 under ${BUDGET_MS} ms: ${p95 < BUDGET_MS ? 'met' : 'NOT met'}`)
  process.exitCode = p95 < BUDGET_MS ? 0 : 1
} finally {
  await local.stop()
}
