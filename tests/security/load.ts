// Two scenarios against the production build on loopback (LOAD_SCENARIOS, default both):
// - pages: 200 connections for 60 s across the cached public pages: passes with 0 errors
//   (connection errors, timeouts and non-2xx answers). A request unanswered after LOAD_TIMEOUT
//   seconds (default 30) counts as an error.
// - leads: 1,000 lead submissions (5% repeats, 10% malformed) from 100 simulated clients; see
//   load-leads.ts for what passes and how distinct clients are simulated.
// Usage: npm run test:load   (LOAD_SCENARIOS=pages,leads, LOAD_CONNECTIONS, LOAD_SECONDS,
// LOAD_TIMEOUT, LEAD_SUBMISSIONS, LEAD_CLIENTS, APP_PORT, NEXT_PUBLIC_SUPABASE_URL)
import { loadavg } from 'node:os'

import autocannon from 'autocannon'

import { origin, startNext, startSupabase } from './app.ts'
import { runLeadLoad } from './load-leads.ts'

const SCENARIOS = new Set((process.env.LOAD_SCENARIOS ?? 'pages,leads').split(','))
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200)
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60)
// Complete prerenders only (○ in the build's route table). Pages with a per-request part (◐:
// /services, articles) render that part on every request, about 20/s here, so 200 connections
// queue on them for longer than any timeout; they are measured by bench:articles instead.
const PAGES = [
  '/',
  '/about',
  '/articles',
  '/quizzes',
  '/resources',
  '/careers',
  '/faq',
  '/privacy',
  '/terms',
  '/cookies',
]

async function runPageLoad(): Promise<boolean> {
  // Warm every page once, so the run measures cached answers rather than first renders.
  for (const path of PAGES) await (await fetch(`${origin}${path}`)).arrayBuffer()
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: Number(process.env.LOAD_TIMEOUT ?? 30),
    requests: PAGES.map((path) => ({ method: 'GET', path })),
  })
  console.info(
    `Load: ${CONNECTIONS} connections, ${SECONDS} s, ${PAGES.length} cached pages; machine load average ${loadavg()[0]?.toFixed(1)} (the generator shares the cores)`,
  )
  console.info(
    '| requests | requests/s (mean) | latency p50 ms | p99 ms | errors | timeouts | non-2xx |',
  )
  console.info('| ---: | ---: | ---: | ---: | ---: | ---: | ---: |')
  console.info(
    `| ${result.requests.total} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${result.errors} | ${result.timeouts} | ${result.non2xx} |`,
  )
  return result.errors + result.timeouts + result.non2xx === 0
}

const supabase = await startSupabase()
// One trusted proxy hop: the lead scenario plays the reverse proxy that reports each simulated
// client's address (load-leads.ts); the page scenario sends no forwarding headers.
const app = await startNext({ TRUSTED_PROXY_HOPS: '1' })
try {
  let passed = true
  if (SCENARIOS.has('pages')) passed = (await runPageLoad()) && passed
  if (SCENARIOS.has('leads')) {
    const leads = await runLeadLoad()
    for (const line of leads.lines) console.info(line)
    console.info(
      `Lead capture ${leads.passed ? 'passed' : 'FAILED'}; machine load average ${loadavg()[0]?.toFixed(1)}`,
    )
    passed = leads.passed && passed
  }
  process.exitCode = passed ? 0 : 1
} finally {
  await app.stop()
  await supabase.stop()
}
