// 200 connections for 60 s across the cached public pages of the production build, on loopback:
// passes with 0 errors (connection errors, timeouts and non-2xx answers).
// A request unanswered after LOAD_TIMEOUT seconds (default 30) counts as an error.
// Usage: npm run test:load   (LOAD_CONNECTIONS, LOAD_SECONDS, LOAD_TIMEOUT, APP_PORT, NEXT_PUBLIC_SUPABASE_URL)
import { loadavg } from 'node:os'

import autocannon from 'autocannon'

import { origin, startNext, startSupabase } from './app.ts'

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

const supabase = await startSupabase()
const app = await startNext()
try {
  // Warm every page once, so the run measures cached answers rather than first renders.
  for (const path of PAGES) await (await fetch(`${origin}${path}`)).arrayBuffer()
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: Number(process.env.LOAD_TIMEOUT ?? 30),
    requests: PAGES.map((path) => ({ method: 'GET', path })),
  })
  const errors = result.errors + result.timeouts + result.non2xx
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
  process.exitCode = errors === 0 ? 0 : 1
} finally {
  await app.stop()
  await supabase.stop()
}
