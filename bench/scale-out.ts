// Two `next start` instances behind one small round-robin proxy, against one Supabase Local:
// do they behave as one? Sessions (a member's cookies from either instance), rate limits (one
// address's budget shared by both), the realtime settings update (every open page hears it) and
// the settings in the server-rendered HTML (how long each instance serves the old ones without a
// shared cache). Needs a production build made for Supabase Local at NEXT_PUBLIC_SUPABASE_URL
// (default http://127.0.0.1:54321, as npm run build makes it). Loopback only; stops everything it
// started. Usage: npm run bench:scale-out
import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as delay } from 'node:timers/promises'

import { createServerClient } from '@supabase/ssr'
import { createClient } from '@supabase/supabase-js'

import { startSupabaseLocal } from '../supabase/local/server.ts'
import { startNextServer, type RunningNext } from '../tests/support/next-process.ts'

const BASE_PORT = Number(process.env.BENCH_PORT ?? 3910)
const instances = [BASE_PORT + 1, BASE_PORT + 2]
const MEMBER = { email: 'member@scholarlysupport.co', password: 'MemberPass123' }

/**
 * Round robin over the instances, appending the socket's address to X-Forwarded-For as a real
 * proxy does (the instances run with TRUSTED_PROXY_HOPS=1) and naming the instance that answered.
 */
function startProxy(): Promise<Server> {
  let next = 0
  const server = createServer((incoming, outgoing) => {
    const port = instances[next++ % instances.length] as number
    const forwarded = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress]
      .filter(Boolean)
      .join(', ')
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, 'x-forwarded-for': forwarded },
      },
      (response) => {
        outgoing.writeHead(response.statusCode ?? 502, {
          ...response.headers,
          'x-instance': String(port),
        })
        response.pipe(outgoing)
      },
    )
    upstream.on('error', () => outgoing.writeHead(502).end())
    incoming.pipe(upstream)
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

const supabaseUrl = process.env.NEXT_PUBLIC_SUPABASE_URL ?? 'http://127.0.0.1:54321'
const local = await startSupabaseLocal({ memory: true, port: Number(new URL(supabaseUrl).port) })
const servers: RunningNext[] = []
let proxy: Server | undefined
const results: [check: string, outcome: string, ok: boolean][] = []

try {
  for (const port of instances)
    servers.push(await startNextServer(port, { env: { TRUSTED_PROXY_HOPS: '1' }, readyPath: '/' }))
  proxy = await startProxy()
  const origin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`

  // Sessions: cookies written the way the app's sign-in action writes them, used on both.
  const jar = new Map<string, string>()
  const auth = createServerClient(supabaseUrl, local.anonKey, {
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => cookies.forEach(({ name, value }) => jar.set(name, value)),
    },
  })
  const signedIn = await auth.auth.signInWithPassword(MEMBER)
  if (signedIn.error) throw new Error(`sign-in failed: ${signedIn.error.message}`)
  const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
  const dashboards = []
  for (let i = 0; i < 4; i++) {
    const response = await fetch(`${origin}/dashboard`, { headers: { cookie }, redirect: 'manual' })
    dashboards.push({ instance: response.headers.get('x-instance'), status: response.status })
  }
  const served = new Set(dashboards.map(({ instance }) => instance))
  results.push([
    'a session from one sign-in opens /dashboard on both instances',
    dashboards.map(({ instance, status }) => `${instance}: ${status}`).join(', '),
    served.size === 2 && dashboards.every(({ status }) => status === 200),
  ])

  // Rate limits: the study guide's per-email budget (3 an hour), counted once for both.
  const email = `scale-out.${Date.now()}@example.org`
  const statuses = []
  for (let i = 0; i < 4; i++) {
    const response = await fetch(`${origin}/api/lead-capture`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, sourcePath: '/', captchaToken: '' }),
    })
    statuses.push(`${response.headers.get('x-instance')}: ${response.status}`)
  }
  results.push([
    'one address’s study-guide budget (3 / h) is shared by both instances',
    statuses.join(', '),
    statuses.map((entry) => entry.split(': ')[1]).join() === '200,200,200,429',
  ])

  // The realtime settings update: pages served by either instance subscribe to Supabase itself.
  const heard: number[] = []
  const admin = createClient(supabaseUrl, local.serviceRoleKey, {
    auth: { persistSession: false },
  })
  const channels = instances.map((_, index) =>
    createClient(supabaseUrl, local.anonKey, { auth: { persistSession: false } })
      .channel(`settings-changes-${index}`)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'settings' }, () => {
        heard.push(index)
      }),
  )
  await Promise.all(
    channels.map(
      (channel) =>
        new Promise<void>((resolve) =>
          channel.subscribe((status) => status === 'SUBSCRIBED' && resolve()),
        ),
    ),
  )
  const styleOf = async (port: number) => {
    const html = await (await fetch(`http://127.0.0.1:${port}/about`)).text()
    return /:root\{[^}]*\}/.exec(html)?.[0] ?? ''
  }
  const before = await Promise.all(instances.map(styleOf))
  const changedAt = Date.now()
  await admin
    .from('settings')
    .update({ value: '"#b45309"', updated_at: new Date().toISOString() })
    .eq('key', 'primary_color')
  for (let wait = 0; wait < 50 && heard.length < 2; wait++) await delay(100)
  results.push([
    'a settings change reaches the pages of both instances through realtime',
    `${heard.length} of 2 subscribers within ${Date.now() - changedAt} ms`,
    heard.length === 2,
  ])

  // Server HTML: without a shared cache handler each instance keeps its cached settings until
  // their revalidate time (60 s) passes; an admin's updateTag clears only its own instance.
  const fresh = new Map<number, number>()
  while (fresh.size < instances.length && Date.now() - changedAt < 150_000) {
    for (const [index, port] of instances.entries()) {
      if (!fresh.has(port) && (await styleOf(port)) !== before[index]) {
        fresh.set(port, Date.now() - changedAt)
      }
    }
    await delay(2_000)
  }
  results.push([
    'server-rendered settings on each instance, without a shared cache handler',
    instances
      .map(
        (port) => `${port}: ${fresh.has(port) ? `new after ${fresh.get(port)} ms` : 'still old'}`,
      )
      .join(', '),
    fresh.size === instances.length,
  ])
  await Promise.all(channels.map((channel) => channel.unsubscribe()))
} finally {
  proxy?.close()
  await Promise.all(servers.map((server) => server.stop()))
  await local.stop()
}

console.info('| check | outcome | as one? |')
console.info('| --- | --- | --- |')
for (const [check, outcome, ok] of results)
  console.info(`| ${check} | ${outcome} | ${ok ? 'yes' : 'NO'} |`)
process.exitCode = results.every(([, , ok]) => ok) ? 0 : 1
