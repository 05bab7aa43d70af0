import { describe, expect, test } from 'vitest'
import { suiteHarness } from '@/tests/support/supabase-local-harness.ts'
import { startAuthHarness, uniqueEmail } from './harness.ts'

const h = suiteHarness(() =>
  startAuthHarness({
    rateLimits: {
      signInSignUps: { max: 3, windowSeconds: 60 },
      tokenRefresh: { max: 2, windowSeconds: 60 },
      verify: { max: 2, windowSeconds: 60 },
      emailSent: { max: 2, windowSeconds: 3600 },
    },
  }),
)

const from = (ip: string) => ({ headers: { 'X-Forwarded-For': ip } })

describe('rate limits', () => {
  test('sign-in attempts per IP: 429 over_request_rate_limit, other IPs unaffected', async () => {
    const attempt = (ip: string) =>
      h.auth('/token?grant_type=password', {
        method: 'POST',
        ...from(ip),
        body: JSON.stringify({ email: 'admin@scholarlysupport.co', password: 'wrong-pass-1' }),
      })
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push((await attempt('203.0.113.7')).status)
    expect(statuses).toEqual([400, 400, 400, 429])
    const limited = await attempt('203.0.113.7')
    expect(await limited.json()).toEqual({
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    })
    expect((await attempt('203.0.113.8')).status).toBe(400)
  })

  test('refresh and verify have their own budgets', async () => {
    const refresh = () =>
      h.auth('/token?grant_type=refresh_token', {
        method: 'POST',
        ...from('198.51.100.1'),
        body: JSON.stringify({ refresh_token: 'nope' }),
      })
    expect([(await refresh()).status, (await refresh()).status, (await refresh()).status]).toEqual([
      400, 400, 429,
    ])
    const verify = () =>
      h.auth('/verify', {
        method: 'POST',
        ...from('198.51.100.2'),
        body: JSON.stringify({ type: 'signup', token_hash: 'nope' }),
      })
    expect([(await verify()).status, (await verify()).status, (await verify()).status]).toEqual([
      403, 403, 429,
    ])
  })

  test('emails sent: 429 over_email_send_rate_limit once the quota is spent', async () => {
    const signUp = (ip: string) =>
      h.auth('/signup', {
        method: 'POST',
        ...from(ip),
        body: JSON.stringify({ email: uniqueEmail('quota'), password: 'Passw0rdOK' }),
      })
    expect((await signUp('192.0.2.1')).status).toBe(200)
    expect((await signUp('192.0.2.2')).status).toBe(200)
    const third = await signUp('192.0.2.3')
    expect(third.status).toBe(429)
    expect(await third.json()).toEqual({
      code: 'over_email_send_rate_limit',
      message: 'email rate limit exceeded',
    })
    const { rows } = await h.local.pg.query<{ n: number }>(
      `select count(*)::int as n from auth.users where email like 'quota.%'`,
    )
    // The refused sign-up was rolled back with its mail.
    expect(rows[0]?.n).toBe(2)
    const client = h.client()
    const { error } = await client.auth.resetPasswordForEmail('admin@scholarlysupport.co')
    expect(error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' })
  })
})
