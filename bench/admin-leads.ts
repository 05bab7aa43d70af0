// The admin's leads list and CSV export at 100,000 leads: a throwaway in-memory Supabase Local
// seeded with leads across two magnets over 90 days (a tenth unsubscribed), then, signed in as
// the seeded admin through supabase-js (so RLS runs as in the app), the list's queries as
// lib/data/admin/leads.ts sends them (page of 25 and one row past it, with the estimated count; filters, search, sort,
// a deep page; search through search_leads as the app does), p50/p95 against the 300 ms budget; then the CSV export through the app's own
// csvDownload + keysetBatches, its time and peak memory. Not part of npm test.
// Run with --conditions=react-server so lib/csv's `server-only` marker resolves (npm script).
import { performance } from 'node:perf_hooks'

import { csvDownload, keysetBatches } from '../lib/csv/csv-download.ts'
import { startSupabaseLocal } from '../supabase/local/server.ts'
import { signedInAdmin } from './admin-session.ts'
import { percentile } from './percentile.ts'
import { latencyRow, timeRounds } from './timings.ts'

const LEADS = Number(process.env.BENCH_LEADS ?? 100_000)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30)
const BUDGET_MS = 300
const COLUMNS =
  'id, email, source_path, consent_at, unsubscribed_at, created_at, lead_magnet_id, lead_magnets(title)'

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1)

const local = await startSupabaseLocal({ memory: true, port: 0 })
try {
  const seedStarted = performance.now()
  await local.pg.exec(
    `insert into public.lead_magnets (slug, title) values ('bench-checklist', 'Bench checklist')`,
  )
  const { rows: magnets } = await local.pg.query<{ id: string }>(
    `select id from public.lead_magnets where slug in ('study-success-guide', 'bench-checklist')
     order by slug`,
  )
  // In slices, so the in-process server's event loop is never blocked for long.
  const SLICE = 10_000
  for (let first = 1; first <= LEADS; first += SLICE) {
    await local.pg.query(
      `insert into public.leads
         (email, source_path, lead_magnet_id, created_at, consent_at, unsubscribed_at)
       select 'lead' || n || '@example.com',
         (array['/', '/articles/exam-stress', '/resources', '/services'])[n % 4 + 1],
         case when n % 3 = 0 then $1::uuid else $2::uuid end,
         now() - (n % 90) * interval '1 day' - (n % 1440) * interval '1 minute',
         now() - (n % 90) * interval '1 day',
         case when n % 10 = 0 then now() - (n % 30) * interval '1 day' end
       from generate_series($3::int, $4::int) n`,
      [magnets[0]?.id, magnets[1]?.id, first, Math.min(LEADS, first + SLICE - 1)],
    )
  }
  await local.pg.exec('analyze public.leads')
  console.info(
    `Seeded ${LEADS.toLocaleString('en-GB')} leads in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s\n`,
  )

  const admin = await signedInAdmin(local)
  const { data: guide } = await admin
    .from('lead_magnets')
    .select('id')
    .eq('slug', 'study-success-guide')
    .single()
  const magnet = guide?.id ?? ''
  const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString()

  const list = () => admin.from('leads').select(COLUMNS, { count: 'estimated' })
  const page = (from = 0) => ({ from, to: from + 25 })
  const cases: [string, () => PromiseLike<{ error: { message: string } | null }>][] = [
    [
      'newest first, page 1',
      () => {
        const { from, to } = page()
        return list()
          .order('created_at', { ascending: false })
          .order('id', { ascending: false })
          .range(from, to)
      },
    ],
    [
      'one magnet',
      () =>
        list()
          .eq('lead_magnet_id', magnet)
          .order('created_at', { ascending: false })
          .order('id', { ascending: false })
          .range(0, 25),
    ],
    [
      '?since=7d',
      () =>
        list()
          .gte('created_at', weekAgo)
          .order('created_at', { ascending: false })
          .order('id', { ascending: false })
          .range(0, 25),
    ],
    [
      'one magnet, ?since=7d',
      () =>
        list()
          .eq('lead_magnet_id', magnet)
          .gte('created_at', weekAgo)
          .order('created_at', { ascending: false })
          .order('id', { ascending: false })
          .range(0, 25),
    ],
    [
      'unsubscribed',
      () =>
        list()
          .not('unsubscribed_at', 'is', null)
          .order('created_at', { ascending: false })
          .order('id', { ascending: false })
          .range(0, 25),
    ],
    [
      'search (search_leads)',
      () =>
        admin
          .rpc('search_leads', { term: 'lead4242' }, { count: 'estimated' })
          .select(COLUMNS)
          .order('created_at', { ascending: false })
          .order('id', { ascending: false })
          .range(0, 25),
    ],
    ['sorted by email', () => list().order('email').order('id').range(0, 25)],
    [
      'page 100',
      () => {
        const { from, to } = page(99 * 25)
        return list()
          .order('created_at', { ascending: false })
          .order('id', { ascending: false })
          .range(from, to)
      },
    ],
  ]

  const all: number[] = []
  console.info(
    `| leads list query (${LEADS.toLocaleString('en-GB')} leads, ${ROUNDS} runs) | p50 ms | p95 ms |`,
  )
  console.info('| --- | ---: | ---: |')
  for (const [name, run] of cases) {
    const { times } = await timeRounds(
      async () => {
        const { error } = await run()
        if (error) throw new Error(`${name}: ${error.message}`)
      },
      ROUNDS,
      3,
    )
    all.push(...times)
    console.info(latencyRow(name, times))
  }
  all.sort((a, b) => a - b)
  const p95 = percentile(all, 95)
  console.info(`| **all** | ${percentile(all, 50).toFixed(1)} | **${p95.toFixed(1)}** |`)
  console.info(`\nBudget: p95 under ${BUDGET_MS} ms: ${p95 < BUDGET_MS ? 'met' : 'NOT met'}\n`)

  // The export as the route handler builds it: keyset batches of 1,000 by id, streamed as CSV.
  global.gc?.()
  const baseline = process.memoryUsage()
  let peakHeap = baseline.heapUsed
  let peakRss = baseline.rss
  const sampler = setInterval(() => {
    const now = process.memoryUsage()
    peakHeap = Math.max(peakHeap, now.heapUsed)
    peakRss = Math.max(peakRss, now.rss)
  }, 10)
  const exportStarted = performance.now()
  const response = csvDownload(
    'leads.csv',
    [
      { header: 'email', value: (row: { email: string }) => row.email },
      { header: 'source_path', value: (row: { source_path: string | null }) => row.source_path },
      { header: 'created_at', value: (row: { created_at: string }) => row.created_at },
    ],
    keysetBatches(
      async (lastId) => {
        let query = admin.from('leads').select(COLUMNS)
        if (lastId) query = query.gt('id', lastId)
        const { data, error } = await query.order('id').limit(1000)
        if (error) throw new Error(error.message)
        return data
      },
      (row) => row.id,
    ),
  )
  let bytes = 0
  let lines = 0
  const reader = response.body!.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    bytes += value.byteLength
    for (const byte of value) if (byte === 10) lines += 1
  }
  clearInterval(sampler)
  const seconds = (performance.now() - exportStarted) / 1000
  console.info('| CSV export (all leads) | value |')
  console.info('| --- | ---: |')
  console.info(`| rows | ${(lines - 1).toLocaleString('en-GB')} |`)
  console.info(`| size | ${mb(bytes)} MB |`)
  console.info(
    `| time | ${seconds.toFixed(1)} s (${Math.round((lines - 1) / seconds).toLocaleString('en-GB')} rows/s) |`,
  )
  console.info(`| peak JS heap above the start | ${mb(peakHeap - baseline.heapUsed)} MB |`)
  console.info(
    `| peak RSS above the start (server in the same process) | ${mb(peakRss - baseline.rss)} MB |`,
  )
  if (lines - 1 !== LEADS) throw new Error(`exported ${lines - 1} rows, expected ${LEADS}`)
  process.exitCode = p95 < BUDGET_MS ? 0 : 1
} finally {
  await local.stop()
}
