// Admin analytics latency: 1,000,000 analytics_events (and proportionate promotion events, leads,
// orders, quiz attempts and applications) over 90 days in a throwaway in-memory Supabase Local,
// then each analytics RPC called through supabase-js as the signed-in admin for the last 7, 30
// and 90 days. Prints p50 and p95 per RPC against the 500 ms budget. Not part of npm test.
import { performance } from 'node:perf_hooks'
import { startSupabaseLocal } from '../supabase/local/server.ts'
import { signedInAdmin } from './admin-session.ts'
import { percentile } from './percentile.ts'
import { timeRounds } from './timings.ts'

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20)
const BUDGET_MS = 500
const DAYS = 90
const BATCH = 100_000

const rpcs = [
  'admin_analytics_page_views',
  'admin_analytics_top_pages',
  'admin_analytics_leads_per_day',
  'admin_analytics_lead_sources',
  'admin_analytics_promotions',
  'admin_analytics_orders',
  'admin_analytics_quizzes',
  'admin_analytics_applications',
  'admin_rate_limit_rejections',
] as const

const isoDay = (date: Date) => date.toISOString().slice(0, 10)

const local = await startSupabaseLocal({ memory: true, port: 0 })
try {
  const admin = await signedInAdmin(local)

  const seeded = performance.now()
  // Paths follow a skewed distribution (a few pages get most views), spread evenly in time.
  // Batches of 100,000 keep each statement's memory (and its rollup trigger's) bounded.
  for (let start = 1; start <= EVENTS; start += BATCH) {
    await local.pg.exec(`
      insert into public.analytics_events (event_name, path, session_id, created_at)
      select case when n % 20 = 0 then 'promotion_click' else 'page_view' end,
        '/articles/article-' || (floor(power(random(), 3) * 500))::int,
        'session-' || (n / 5),
        now() - random() * interval '${DAYS} days'
      from generate_series(${start}, ${Math.min(EVENTS, start + BATCH - 1)}) as n`)
  }
  await local.pg.exec(`
    insert into public.promotion_events (promotion_id, event, path, created_at)
    select (select id from public.site_promotions where name = 'offer'),
      case when n % 25 = 0 then 'click' else 'impression' end, '/',
      now() - random() * interval '${DAYS} days'
    from generate_series(1, ${Math.round(EVENTS / 5)}) as n;

    insert into public.leads (email, source_path, created_at)
    select 'lead' || n || '@example.com', '/articles/article-' || n % 40,
      now() - random() * interval '${DAYS} days'
    from generate_series(1, ${Math.round(EVENTS / 100)}) as n;

    insert into public.orders
      (student_id, service_id, subject, academic_level, brief, deadline, status,
       academic_integrity_acknowledged, created_at)
    select (select user_id from public.user_roles order by user_id limit 1),
      (select id from public.services order by slug limit 1 offset n % 3),
      'Subject ' || n, 'masters', 'Brief', now() + interval '10 days',
      (array['pending', 'quoted', 'paid', 'in_progress', 'delivered', 'completed', 'cancelled'])[n % 7 + 1],
      true, now() - random() * interval '${DAYS} days'
    from generate_series(1, ${Math.round(EVENTS / 50)}) as n;

    insert into public.quiz_attempts (quiz_id, user_id, percent, passed, created_at)
    select (select id from public.quizzes order by slug limit 1 offset n % 3),
      (select user_id from public.user_roles order by user_id limit 1),
      n % 100, n % 3 <> 0, now() - random() * interval '${DAYS} days'
    from generate_series(1, ${Math.round(EVENTS / 50)}) as n;

    insert into public.job_applications (job_id, full_name, email, created_at)
    select (select id from public.jobs order by slug limit 1 offset n % 3),
      'Applicant ' || n, 'applicant' || n || '@example.com',
      now() - random() * interval '${DAYS} days'
    from generate_series(1, ${Math.round(EVENTS / 200)}) as n;
  `)
  // Sets the visibility map, so the aggregates can be index-only scans, as autovacuum would.
  await local.pg.exec('vacuum analyze')
  // PGlite ran on this thread for the whole seeding, so the server's keep-alive timers are
  // overdue: let them close the idle sockets before the timed requests open new ones.
  await new Promise((resolve) => setTimeout(resolve, 2_000))
  console.log(
    `Seeded ${EVENTS.toLocaleString('en-GB')} analytics events and the rest in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
  )

  const today = new Date()
  const ranges = [7, 30, 90].map((days) => ({
    days,
    from_date: isoDay(new Date(today.getTime() - (days - 1) * 86_400_000)),
    to_date: isoDay(today),
  }))

  const rows: string[] = []
  let worstP95 = 0
  for (const rpc of rpcs) {
    for (const range of ranges) {
      const { times: timings } = await timeRounds(async () => {
        const { error } = await admin.rpc(rpc, {
          from_date: range.from_date,
          to_date: range.to_date,
        })
        if (error) throw new Error(`${rpc}: ${error.message}`, { cause: error })
      }, ROUNDS)
      const p50 = percentile(timings, 50)
      const p95 = percentile(timings, 95)
      worstP95 = Math.max(worstP95, p95)
      rows.push(
        `| ${rpc.padEnd(30)} | ${String(range.days).padStart(4)} | ${p50.toFixed(1).padStart(7)} | ${p95.toFixed(1).padStart(7)} |`,
      )
    }
  }
  console.log(`| RPC                            | days |  p50 ms |  p95 ms |`)
  console.log(`| ------------------------------ | ---: | ------: | ------: |`)
  for (const row of rows) console.log(row)
  console.log(
    `Worst p95 ${worstP95.toFixed(1)} ms: ${worstP95 < BUDGET_MS ? 'within' : 'over'} the ${BUDGET_MS} ms budget`,
  )
} finally {
  await local.stop()
}
