// Cached /articles against a static file served by the same `next start`: requests per second
// for each under the same load, one run, and their ratio (budget: /articles at least 50% of the
// static file). The run alternates the two paths in short rounds, so a change in the machine's
// load during the run weighs on both alike (one long run each measured 41-55% on the same build). Needs a production build made for Supabase Local at NEXT_PUBLIC_SUPABASE_URL
// (default http://127.0.0.1:54321, as npm run build makes it).
// Loopback only; stops everything it started.
import autocannon from 'autocannon'

import { startSupabaseLocal } from '../supabase/local/server.ts'
import { startNextServer, type RunningNext } from '../tests/support/next-process.ts'

const PORT = Number(process.env.BENCH_PORT ?? 3900)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15)
const ROUNDS = 3
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const origin = `http://127.0.0.1:${PORT}`

type Measured = { requests: number; seconds: number; errors: number; p99: number }

async function round(path: string): Promise<Measured> {
  const result = await autocannon({
    url: `${origin}${path}`,
    connections: CONNECTIONS,
    duration: SECONDS / ROUNDS,
  })
  return {
    requests: result.requests.total,
    seconds: result.duration,
    errors: result.errors + result.non2xx,
    p99: result.latency.p99,
  }
}

function total(rounds: Measured[]) {
  const seconds = rounds.reduce((sum, r) => sum + r.seconds, 0)
  return {
    rps: rounds.reduce((sum, r) => sum + r.requests, 0) / seconds,
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    p99: Math.max(...rounds.map((r) => r.p99)),
  }
}

const supabasePort = Number(
  new URL(process.env.NEXT_PUBLIC_SUPABASE_URL ?? 'http://127.0.0.1:54321').port,
)
const local = await startSupabaseLocal({ memory: true, port: supabasePort })
let server: RunningNext | undefined
try {
  server = await startNextServer(PORT, { readyPath: '/articles' })
  // Warm both, so neither run pays for a first render or a cold cache.
  await autocannon({ url: `${origin}/articles`, connections: 5, duration: 3 })
  await autocannon({ url: `${origin}/icon.svg`, connections: 5, duration: 3 })
  const pageRounds: Measured[] = []
  const fileRounds: Measured[] = []
  for (let i = 0; i < ROUNDS; i += 1) {
    pageRounds.push(await round('/articles'))
    fileRounds.push(await round('/icon.svg'))
  }
  const page = total(pageRounds)
  const file = total(fileRounds)
  const ratio = page.rps / file.rps
  console.info(
    `| path (${CONNECTIONS} connections, ${ROUNDS} rounds, ${SECONDS} s) | requests/s | p99 ms | errors |`,
  )
  console.info('| --- | ---: | ---: | ---: |')
  console.info(
    `| /articles (cached page) | ${page.rps.toFixed(0)} | ${page.p99} | ${page.errors} |`,
  )
  console.info(
    `| /icon.svg (static file) | ${file.rps.toFixed(0)} | ${file.p99} | ${file.errors} |`,
  )
  console.info(
    `\n/articles at ${(ratio * 100).toFixed(0)}% of the static file (budget 50%): ${ratio >= 0.5 ? 'met' : 'NOT met'}`,
  )
  process.exitCode = ratio >= 0.5 && page.errors === 0 ? 0 : 1
} finally {
  await server?.stop()
  await local.stop()
}
