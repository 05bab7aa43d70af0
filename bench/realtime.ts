// Realtime delivery benchmark: time from a committed UPDATE (or a broadcast send) until each of
// 100 supabase-js subscribers has the event, against Supabase Local in this process. Prints
// Markdown. The subscribers share the server's thread, so decoding 100 copies is included.
import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js'
import { signJwt } from '../supabase/local/jwt.ts'
import { realtimeRoute } from '../supabase/local/realtime/broadcast-route.ts'
import { realtimeService, type RealtimeService } from '../supabase/local/realtime/service.ts'
import type { ServiceContext } from '../supabase/local/gateway/service-context.ts'
import { startSupabaseLocal, type SupabaseLocal } from '../supabase/local/server.ts'

const subscribers = Number(process.env.BENCH_SUBSCRIBERS ?? 100)
const changes = Number(process.env.BENCH_CHANGES ?? 200)
const warmup = 20

type Result = { name: string; each: number[]; last: number[] }

async function main(): Promise<void> {
  let realtime: RealtimeService | null = null
  const serverOptions = {
    memory: true,
    port: 0,
    realtime: false as const,
    routes: (context: ServiceContext) => {
      realtime = realtimeService(context)
      return [realtimeRoute(realtime)]
    },
  }
  const local = await startSupabaseLocal(serverOptions)
  const service = realtime as unknown as RealtimeService
  await service.ready
  const results: Result[] = []
  try {
    results.push(await changeScenario(local, 'postgres_changes, anon (one token)', () => null))
    const users = await createUsers(local, subscribers)
    results.push(
      await changeScenario(local, 'postgres_changes, signed-in users (one token each)', (i) =>
        token(local, users[i] as string),
      ),
    )
    results.push(await broadcastScenario(local))
  } finally {
    await service.close()
    await local.stop()
  }
  const lines = [
    `Supabase Local Realtime delivery: ${subscribers} subscribers (one WebSocket each, vsn 2.0.0), ${changes} events per row after ${warmup} warm-up, one event at a time.`,
    '',
    '| scenario | p50 ms per delivery | p99 ms per delivery | p50 ms until all delivered | p99 ms until all delivered |',
    '|---|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.name} | ${pct(r.each, 0.5)} | ${pct(r.each, 0.99)} | ${pct(r.last, 0.5)} | ${pct(r.last, 0.99)} |`,
    ),
  ]
  console.log(lines.join('\n'))
}

async function changeScenario(
  local: SupabaseLocal,
  name: string,
  tokenFor: (i: number) => string | null,
): Promise<Result> {
  const clients: SupabaseClient[] = []
  let onEvent: () => void = () => {}
  for (let i = 0; i < subscribers; i++) {
    const userToken = tokenFor(i)
    const client = createClient(local.url, local.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      ...(userToken ? { accessToken: async () => userToken } : {}),
    })
    if (userToken) await client.realtime.setAuth()
    clients.push(client)
    const channel = client
      .channel(`bench-${i}`)
      .on(
        'postgres_changes',
        { event: 'UPDATE', schema: 'public', table: 'settings', filter: 'key=eq.bench' },
        () => onEvent(),
      )
    await subscribed(channel)
  }
  await local.pg.query(`insert into settings (key, value) values ('bench', '0')
    on conflict (key) do update set value = excluded.value`)
  const result = await measure(name, (n) => {
    const started = performance.now()
    const done = deliveries(n, started, (fn) => (onEvent = fn))
    void local.pg.query(`update settings set value = $1 where key = 'bench'`, [String(n)])
    return done
  })
  await Promise.all(clients.map((c) => c.removeAllChannels()))
  for (const c of clients) c.realtime.disconnect()
  return result
}

async function broadcastScenario(local: SupabaseLocal): Promise<Result> {
  const clients: SupabaseClient[] = []
  let onEvent: () => void = () => {}
  for (let i = 0; i <= subscribers; i++) {
    const client = createClient(local.url, local.anonKey, { auth: { persistSession: false } })
    clients.push(client)
  }
  const channels: RealtimeChannel[] = []
  for (const client of clients) {
    const channel = client.channel('bench-room').on('broadcast', { event: 'tick' }, () => onEvent())
    await subscribed(channel)
    channels.push(channel)
  }
  const sender = channels[0] as RealtimeChannel
  const result = await measure('broadcast from one client (reference)', (n) => {
    const started = performance.now()
    const done = deliveries(n, started, (fn) => (onEvent = fn))
    void sender.send({ type: 'broadcast', event: 'tick', payload: { n } })
    return done
  })
  await Promise.all(clients.map((c) => c.removeAllChannels()))
  for (const c of clients) c.realtime.disconnect()
  return result
}

type Round = { each: number[]; last: number }

// Resolves when `subscribers` events have arrived for round n, with their latencies.
function deliveries(n: number, started: number, listen: (fn: () => void) => void): Promise<Round> {
  return new Promise((resolve, reject) => {
    const each: number[] = []
    const timer = setTimeout(
      () => reject(new Error(`round ${n}: ${each.length} deliveries`)),
      10_000,
    )
    listen(() => {
      each.push(performance.now() - started)
      if (each.length === subscribers) {
        clearTimeout(timer)
        resolve({ each, last: each[each.length - 1] as number })
      }
    })
  })
}

async function measure(name: string, round: (n: number) => Promise<Round>): Promise<Result> {
  const each: number[] = []
  const last: number[] = []
  for (let n = 0; n < warmup + changes; n++) {
    const result = await round(n)
    if (n < warmup) continue
    each.push(...result.each)
    last.push(result.last)
  }
  return { name, each, last }
}

async function createUsers(local: SupabaseLocal, count: number): Promise<string[]> {
  const ids: string[] = []
  for (let i = 0; i < count; i++) {
    const { rows } = await local.pg.query<{ id: string }>(
      `insert into auth.users (email, email_confirmed_at) values ($1, now()) returning id`,
      [`bench-${randomUUID()}@example.com`],
    )
    ids.push((rows[0] as { id: string }).id)
  }
  return ids
}

function token(local: SupabaseLocal, sub: string): string {
  const exp = Math.floor(Date.now() / 1000) + 3600
  return signJwt({ sub, role: 'authenticated', aud: 'authenticated', exp }, local.jwtSecret)
}

function subscribed(channel: RealtimeChannel): Promise<void> {
  return new Promise((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve()
      else if (status !== 'CLOSED') reject(error ?? new Error(status))
    })
  })
}

function pct(values: number[], q: number): string {
  const sorted = [...values].sort((a, b) => a - b)
  const value = sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
  return value.toFixed(1)
}

await main()
