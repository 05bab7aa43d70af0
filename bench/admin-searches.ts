// The search box of the admin lists that have no bench of their own (messages, job applications,
// the audit log) at 100,000 rows each: a throwaway in-memory Supabase Local, the admin signed in
// through supabase-js, and each list's query as lib/data/admin/{messages,jobs,security}.ts sends
// it (the admin search function for a term, through RLS for a broad one or none, with the
// estimated count), for broad terms, terms matching a handful of rows, and no term. Run with `npm run bench:admin-searches`;
// not part of npm test.
import { performance } from 'node:perf_hooks'

import {
  COUNTED,
  isSearchTooBroad,
  readEstimatedPage,
  readSearchedListPage,
} from '../lib/data/admin/list-page.ts'
import { searchFilter, type ListParams } from '../lib/data/admin/list-params.ts'
import { startSupabaseLocal } from '../supabase/local/server.ts'
import { signedInAdmin } from './admin-session.ts'
import { percentile } from './percentile.ts'
import { latencyRow, timeRounds } from './timings.ts'

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 12)
const BUDGET_MS = 300

const local = await startSupabaseLocal({ memory: true, port: 0 })
try {
  const seedStarted = performance.now()
  // Triggers off while seeding (no audit rows for the seed itself).
  await local.pg.exec(`
    set session_replication_role = replica;
    insert into public.messages (name, email, subject, body, status, created_at)
    select 'Sender ' || n, 'sender' || n || '@example.com',
      (array['Essay help', 'Exam revision', 'Dissertation', 'Statistics', 'Referencing', 'Lab report', 'Other', 'Pricing', 'Deadline', 'Refund'])[n % 10 + 1]
        || ' question ' || n,
      'Message body ' || n,
      (array['new', 'read', 'replied', 'archived'])[n % 4 + 1],
      now() - n * interval '1 minute'
    from generate_series(1, ${ROWS}) as n;
    insert into public.job_applications (job_id, full_name, email, cover_letter, status, created_at)
    select job.id, 'Applicant ' || n, 'applicant' || n || '@example.com', 'Letter ' || n,
      (array['new', 'reviewing', 'shortlisted', 'rejected', 'hired'])[n % 5 + 1],
      now() - n * interval '1 minute'
    from generate_series(1, ${ROWS}) as n, (select id from public.jobs order by slug limit 1) as job;
    insert into public.audit_log (actor_id, actor_role, table_name, row_id, action, created_at)
    select null, 'postgres', (array['articles', 'orders', 'messages', 'jobs'])[n % 4 + 1],
      gen_random_uuid()::text, 'UPDATE', now() - n * interval '20 seconds'
    from generate_series(1, ${ROWS}) as n;
    set session_replication_role = origin;
  `)
  // Vacuum as autovacuum would (PGlite has none): it also empties the trigram indexes' GIN
  // pending lists, which a search would otherwise read through (about 300 ms at this size).
  // One statement each: VACUUM cannot run in the implicit transaction of a multi-statement string.
  for (const table of ['messages', 'job_applications', 'audit_log']) {
    await local.pg.exec(`vacuum analyze public.${table}`)
  }
  const seedSeconds = (performance.now() - seedStarted) / 1000
  const { rows: audited } = await local.pg.query<{ row_id: string }>(
    'select row_id from public.audit_log order by id offset 4242 limit 1',
  )
  const rowId = audited[0]?.row_id
  if (!rowId) throw new Error('No audit row to search for')

  const db = await signedInAdmin(local)

  const params = (search: string): ListParams => ({
    page: 1,
    pageSize: 25,
    sort: 'created_at',
    direction: 'desc',
    search,
    filters: {},
  })
  const MESSAGE_COLUMNS = 'id, name, email, subject, topic, status, created_at'
  const APPLICATION_COLUMNS =
    'id, full_name, email, status, created_at, resume_path, jobs(id, title)'
  const AUDIT_COLUMNS = 'id, created_at, action, table_name, row_id, actor_id, actor_role'
  const monthAgo = new Date(Date.now() - 31 * 86_400_000).toISOString()
  const lists: [name: string, read: (search: string) => Promise<{ rows: unknown[] }>][] = [
    [
      'messages',
      (search) =>
        readSearchedListPage(
          {
            table: () => db.from('messages').select(MESSAGE_COLUMNS, COUNTED),
            search: () =>
              db.rpc('admin_search_messages', { search }, COUNTED).select(MESSAGE_COLUMNS),
          },
          params(search),
          { search: ['name', 'email', 'subject'], what: 'the messages' },
        ),
    ],
    [
      'job applications',
      (search) =>
        readSearchedListPage(
          {
            table: () => db.from('job_applications').select(APPLICATION_COLUMNS, COUNTED),
            search: () =>
              db.rpc('admin_search_applications', { search }, COUNTED).select(APPLICATION_COLUMNS),
          },
          params(search),
          { search: ['full_name', 'email'], what: 'the applications' },
        ),
    ],
    [
      'audit log (31 days)',
      async (search) => {
        const read = (searchFunction: boolean) => {
          let query = (
            searchFunction
              ? db.rpc('admin_search_audit_log', { search }, COUNTED).select(AUDIT_COLUMNS)
              : db.from('audit_log').select(AUDIT_COLUMNS, COUNTED)
          ).gte('created_at', monthAgo)
          if (search && !searchFunction) query = query.or(searchFilter(['row_id'], search))
          return readEstimatedPage(
            query.order('created_at', { ascending: false }).order('id', { ascending: false }),
            params(search),
            'the audit log',
          )
        }
        if (!search) return read(false)
        return read(true).catch((error: unknown) => {
          if (isSearchTooBroad(error)) return read(false)
          throw error
        })
      },
    ],
  ]
  const terms: Record<string, [label: string, term: string][]> = {
    messages: [
      ['no search', ''],
      ['"statistics" (1 in 10)', 'statistics'],
      ['"sender4242@" (1 row)', 'sender4242@'],
      ['"thermodynamics" (none)', 'thermodynamics'],
    ],
    'job applications': [
      ['no search', ''],
      ['"applicant4242@" (1 row)', 'applicant4242@'],
      ['"applicant1" (11,112 rows)', 'applicant1'],
      ['"thermodynamics" (none)', 'thermodynamics'],
    ],
    'audit log (31 days)': [
      ['no search', ''],
      ['a row id (1 row)', rowId],
      ['a row id prefix', rowId.slice(0, 8)],
    ],
  }

  console.info(
    `Seeded ${ROWS.toLocaleString('en-GB')} rows in each table in ${seedSeconds.toFixed(1)} s.\n`,
  )
  console.info(`| list, search (${ROUNDS} runs each) | p50 ms | p95 ms | rows on page |`)
  console.info('| --- | ---: | ---: | ---: |')
  const all: number[] = []
  for (const [name, read] of lists) {
    for (const [label, term] of terms[name] ?? []) {
      const { times, last } = await timeRounds(() => read(term), ROUNDS)
      all.push(...times)
      console.info(latencyRow(`${name}, ${label}`, times, last.rows.length))
    }
  }
  all.sort((a, b) => a - b)
  const p95 = percentile(all, 95)
  console.info(latencyRow('**all**', all, ''))
  console.info(`\nBudget: list p95 under ${BUDGET_MS} ms: ${p95 < BUDGET_MS ? 'met' : 'NOT met'}`)
  process.exitCode = p95 < BUDGET_MS ? 0 : 1
} finally {
  await local.stop()
}
