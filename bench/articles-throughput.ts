// Cached /articles against a static file served by the same `next start`: requests per second
// for each under the same load, one run, and their ratio (budget: /articles at least 50% of the
// static file). Beside them, the same pair from a bare Next.js app (bench/bare-next, built here):
// its static page of about the same size (/sized) against its static file, which is what Next
// itself reaches on this machine with nothing of this site's configuration. The run alternates
// the four paths in short rounds, so a change in the machine's load during the run weighs on all
// alike (one long run each measured 41-55% on the same build). Needs a production build made for
// Supabase Local at NEXT_PUBLIC_SUPABASE_URL (default http://127.0.0.1:54321, as npm run build
// makes it). Loopback only; stops everything it started.
import autocannon from 'autocannon'

import { run } from '../scripts/run.ts'
import { startSupabaseLocal } from '../supabase/local/server.ts'
import { startNextServer, type RunningNext } from '../tests/support/next-process.ts'

const PORT = Number(process.env.BENCH_PORT ?? 3900)
const BARE_PORT = PORT + 1
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15)
const ROUNDS = 3
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const BARE_DIR = 'bench/bare-next'

type Measured = { requests: number; seconds: number; errors: number; p99: number }
type Target = { label: string; url: string; rounds: Measured[] }

const newTarget = (label: string, url: string): Target => ({ label, url, rounds: [] })

async function round(url: string): Promise<Measured> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS / ROUNDS })
  return {
    requests: result.requests.total,
    seconds: result.duration,
    errors: result.errors + result.non2xx,
    p99: result.latency.p99,
  }
}

function total({ rounds }: Target) {
  const seconds = rounds.reduce((sum, r) => sum + r.seconds, 0)
  return {
    rps: rounds.reduce((sum, r) => sum + r.requests, 0) / seconds,
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    p99: Math.max(...rounds.map((r) => r.p99)),
  }
}

const bytes = async (url: string) => (await (await fetch(url)).arrayBuffer()).byteLength

if ((await run('npx', ['next', 'build', BARE_DIR])) !== 0) {
  throw new Error(`could not build ${BARE_DIR}`)
}
const supabasePort = Number(
  new URL(process.env.NEXT_PUBLIC_SUPABASE_URL ?? 'http://127.0.0.1:54321').port,
)
const local = await startSupabaseLocal({ memory: true, port: supabasePort })
const servers: RunningNext[] = []
try {
  const site = await startNextServer(PORT, { readyPath: '/articles' })
  servers.push(site)
  const bare = await startNextServer(BARE_PORT, { readyPath: '/sized', dir: BARE_DIR })
  servers.push(bare)
  const page = newTarget('/articles (cached page)', `${site.origin}/articles`)
  const file = newTarget('/icon.svg (static file)', `${site.origin}/icon.svg`)
  const barePage = newTarget('bare Next.js /sized (static page)', `${bare.origin}/sized`)
  const bareFile = newTarget('bare Next.js /icon.svg', `${bare.origin}/icon.svg`)
  const targets = [page, file, barePage, bareFile]
  // Warm every path, so no run pays for a first render, a cold cache or unoptimised code.
  for (const target of targets) await autocannon({ url: target.url, connections: 5, duration: 3 })
  for (let i = 0; i < ROUNDS; i += 1) {
    for (const target of targets) target.rounds.push(await round(target.url))
  }
  const [pageBytes, barePageBytes] = await Promise.all([bytes(page.url), bytes(barePage.url)])
  console.info(
    `| path (${CONNECTIONS} connections, ${ROUNDS} rounds, ${SECONDS} s) | requests/s | p99 ms | errors |`,
  )
  console.info('| --- | ---: | ---: | ---: |')
  for (const target of targets) {
    const { rps, p99, errors } = total(target)
    console.info(`| ${target.label} | ${rps.toFixed(0)} | ${p99} | ${errors} |`)
  }
  const ratio = total(page).rps / total(file).rps
  const bareRatio = total(barePage).rps / total(bareFile).rps
  console.info(
    `\n/articles (${pageBytes} bytes) at ${(ratio * 100).toFixed(0)}% of the static file (budget 50%): ${ratio >= 0.5 ? 'met' : 'NOT met'}`,
  )
  console.info(
    `bare Next.js /sized (${barePageBytes} bytes) at ${(bareRatio * 100).toFixed(0)}% of its static file`,
  )
  process.exitCode = ratio >= 0.5 && total(page).errors === 0 ? 0 : 1
} finally {
  for (const server of servers) await server.stop()
  await local.stop()
}
