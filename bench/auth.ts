// Auth benchmark: password sign-in latency through supabase-js against Supabase Local at the
// bcrypt cost in use (GoTrue's default 10), beside bcrypt alone in PGlite (the floor). Markdown.
import { createClient } from '@supabase/supabase-js'
import { authRoute } from '../supabase/local/auth/gateway-route.ts'
import { hashPassword, verifyPassword } from '../supabase/local/auth/passwords.ts'
import { mailRoute } from '../supabase/local/mail/gateway-route.ts'
import { startSupabaseLocal } from '../supabase/local/server.ts'
import { percentile } from './percentile.ts'
import { timeConcurrently } from './timings.ts'

const iterations = Number(process.env.BENCH_ITERATIONS ?? 100)
const warmup = 10
const costs = (process.env.BENCH_BCRYPT_COSTS ?? '10,4').split(',').map(Number)

type Stats = { n: number; rps: number; p50: number; p95: number }

async function measure(concurrency: number, fn: () => Promise<unknown>): Promise<Stats> {
  const { latencies, rps } = await timeConcurrently(fn, { concurrency, iterations, warmUp: warmup })
  return {
    n: latencies.length,
    rps,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
  }
}

const row = (cost: number, path: string, s: Stats) =>
  `| ${cost} | ${path} | ${s.n} | ${s.rps.toFixed(1)} | ${s.p50.toFixed(1)} | ${s.p95.toFixed(1)} |`

async function main(): Promise<void> {
  const lines = [
    `Supabase Local Auth benchmark: ${iterations} sign-ins per row after ${warmup} warm-up.`,
    '',
    '| bcrypt cost | path | n | req/s | p50 ms | p95 ms |',
    '|---:|---|---:|---:|---:|---:|',
  ]
  for (const cost of costs) {
    const local = await startSupabaseLocal({
      memory: true,
      port: 0,
      routes: (context) => [
        authRoute(context, { autoConfirm: true, bcryptCost: cost }),
        mailRoute(context),
      ],
    })
    try {
      const email = `bench.${cost}@example.com`
      const password = 'BenchPassw0rd'
      const options = { auth: { persistSession: false, autoRefreshToken: false } }
      const signUp = await createClient(local.url, local.anonKey, options).auth.signUp({
        email,
        password,
      })
      if (signUp.error) throw signUp.error
      const hash = await hashPassword(local.pg, password, cost)
      const floor = await measure(1, () => verifyPassword(local.pg, password, hash))
      lines.push(row(cost, 'floor: bcrypt verify in PGlite (pgcrypto crypt)', floor))
      const signIn = async () => {
        const client = createClient(local.url, local.anonKey, options)
        const { error } = await client.auth.signInWithPassword({ email, password })
        if (error) throw error
      }
      lines.push(row(cost, 'signInWithPassword over HTTP', await measure(1, signIn)))
      lines.push(row(cost, 'signInWithPassword over HTTP, concurrency 4', await measure(4, signIn)))
    } finally {
      await local.stop()
    }
  }
  console.log(lines.join('\n'))
}

await main()
