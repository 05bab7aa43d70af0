import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type * as MailRequestLimit from '@/lib/actions/auth/mail-request-limit'
import type * as RateLimitModule from '@/lib/http/rate-limit'

import { pointAppAtSupabaseLocal } from '../../../support/app-env'
import { startHarness, type SupabaseLocalHarness } from '../../../support/supabase-local-harness'

let harness: SupabaseLocalHarness
let limits: typeof RateLimitModule
let mailRequestAllowed: typeof MailRequestLimit.mailRequestAllowed

beforeAll(async () => {
  harness = await startHarness({ realtime: false, seed: false })
  pointAppAtSupabaseLocal(harness.local)
  limits = await import('@/lib/http/rate-limit')
  mailRequestAllowed = (await import('@/lib/actions/auth/mail-request-limit')).mailRequestAllowed
})

afterAll(async () => {
  await harness?.stop()
})

const hit = (client: SupabaseClient, key: string, max = 3, seconds = 60) =>
  client.rpc('hit_rate_limit', { key, max_hits: max, window_seconds: seconds }).single<{
    allowed: boolean
    hits: number
    retry_after_seconds: number
  }>()

describe('hit_rate_limit', () => {
  it('counts concurrent hits atomically and refuses beyond the limit', async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, () => hit(harness.service, 'test:concurrent', 25)),
    )
    const hits = results.map((result) => result.data?.hits).sort((a, b) => a! - b!)
    expect(hits).toEqual(Array.from({ length: 40 }, (_, i) => i + 1))
    expect(results.filter((result) => result.data?.allowed)).toHaveLength(25)
    const refused = results.find((result) => result.data?.hits === 26)?.data
    expect(refused?.retry_after_seconds).toBeGreaterThan(0)
    expect(refused?.retry_after_seconds).toBeLessThanOrEqual(60)
  })

  it('restarts an expired window', async () => {
    for (let i = 0; i < 4; i++) await hit(harness.service, 'test:expiry', 3)
    expect((await hit(harness.service, 'test:expiry', 3)).data?.allowed).toBe(false)
    await harness.local.pg.query(
      "update private.rate_limits set expires_at = now() - interval '1 second' where key = 'test:expiry'",
    )
    expect((await hit(harness.service, 'test:expiry', 3)).data).toMatchObject({
      allowed: true,
      hits: 1,
    })
  })

  it('is executable by service_role only, and its table is not exposed', async () => {
    const anon = await hit(harness.anon, 'test:anon')
    expect(anon.error).not.toBeNull()
    const user = await hit(harness.userClient(await harness.createUser()), 'test:user')
    expect(user.error).not.toBeNull()
    const { rows } = await harness.local.pg.query<{ anon: boolean; authenticated: boolean }>(
      `select has_function_privilege('anon', 'public.hit_rate_limit(text, integer, integer)', 'execute') as anon,
              has_function_privilege('authenticated', 'public.hit_rate_limit(text, integer, integer)', 'execute') as authenticated`,
    )
    expect(rows[0]).toEqual({ anon: false, authenticated: false })
    const { rows: config } = await harness.local.pg.query<{ proconfig: string[] }>(
      "select proconfig from pg_proc where proname = 'hit_rate_limit'",
    )
    expect(config[0]?.proconfig).toContain('search_path=""')
    expect((await harness.fetch('/rest/v1/rate_limits')).status).toBeGreaterThanOrEqual(400)
  })

  it('shares one count between two app instances', async () => {
    // Two limiters with one name stand for the same limit in two Next processes.
    const first = limits.createRateLimiter({ name: 'test:shared', limit: 2, windowSeconds: 60 })
    const second = limits.createRateLimiter({ name: 'test:shared', limit: 2, windowSeconds: 60 })
    expect((await first.hit('198.51.100.1')).allowed).toBe(true)
    expect((await second.hit('198.51.100.1')).allowed).toBe(true)
    expect(await first.hit('198.51.100.1')).toMatchObject({ allowed: false })
    expect((await second.hit('198.51.100.2')).allowed).toBe(true)
  })

  it('allows ten times the hits under next dev, and the figure itself everywhere else', async () => {
    const options = { name: 'test:development', limit: 2, windowSeconds: 60 }
    const development = limits.createRateLimiter(options, 'development')
    expect(development.limit).toBe(20)
    const verdicts = []
    for (let hit = 0; hit < 21; hit++) verdicts.push((await development.hit('203.0.113.9')).allowed)
    expect(verdicts.filter(Boolean)).toHaveLength(20)
    expect(verdicts.at(-1)).toBe(false)
    expect(limits.createRateLimiter(options, 'production').limit).toBe(2)
    expect(limits.createRateLimiter(options, 'test').limit).toBe(2)
  })

  it('stores emails hashed', () => {
    const subject = limits.emailSubject(' Student@Example.org ')
    expect(subject).toBe(limits.emailSubject('student@example.org'))
    expect(subject).not.toContain('example')
  })

  it('counts a mail request per client address first, then per email', async () => {
    const mailLimits = {
      perClient: limits.createRateLimiter({ name: 'test:mail:ip', limit: 2, windowSeconds: 60 }),
      perEmail: limits.createRateLimiter({ name: 'test:mail:email', limit: 1, windowSeconds: 60 }),
    }
    const ask = (client: string | null, email: string) =>
      mailRequestAllowed(mailLimits, client, email)
    expect(await ask('198.51.100.20', 'first@example.org')).toBe(true)
    expect(await ask('198.51.100.20', 'First@Example.org')).toBe(false)
    // Over its own limit, the client does not use up the next address's allowance...
    expect(await ask('198.51.100.20', 'second@example.org')).toBe(false)
    expect(await ask('198.51.100.21', 'second@example.org')).toBe(true)
    // ...and without a known client address the email is still counted.
    expect(await ask(null, 'third@example.org')).toBe(true)
    expect(await ask(null, 'third@example.org')).toBe(false)
  })
})
