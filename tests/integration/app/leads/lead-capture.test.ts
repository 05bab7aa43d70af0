import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { POST as LeadCapturePost } from '@/app/api/lead-capture/route'
import type { SupabaseLocal } from '@/supabase/local/server'

import {
  SITE_URL,
  downloadLink,
  leadRequest,
  leadRows,
  mailTo,
  startLeadsHarness,
  uniqueEmail,
  unsubscribeLink,
} from './harness'
import { standInForTurnstile } from '../../../support/turnstile-stand-in'

let local: SupabaseLocal
let POST: typeof LeadCapturePost

async function submit(body: unknown, ip?: string) {
  const response = await POST(leadRequest(body, ip))
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

beforeAll(async () => {
  local = await startLeadsHarness()
  POST = (await import('@/app/api/lead-capture/route')).POST
})

afterAll(async () => {
  await local?.stop()
})

describe('lead capture', () => {
  it('records the lead and emails a working link to the guide PDF', async () => {
    const email = uniqueEmail('Valid.Student')
    const result = await submit(
      { email: `  ${email.toUpperCase()}  `, sourcePath: '/', captchaToken: '' },
      '198.51.100.1',
    )
    expect(result).toEqual({ status: 200, body: { success: true } })

    const rows = await leadRows(local, email)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ email: email.toLowerCase(), source_path: '/' })
    expect(rows[0]?.consent_at).toBeInstanceOf(Date)
    const { rows: magnets } = await local.pg.query<{ id: string }>(
      "select id from public.lead_magnets where slug = 'study-success-guide'",
    )
    expect(rows[0]?.lead_magnet_id).toBe(magnets[0]?.id)

    const messages = await mailTo(local, email)
    expect(messages).toHaveLength(1)
    const message = messages[0]!
    expect(message.subject).toBe('Your free Study Success Guide from Scholarly Support')
    expect(message.text).not.toContain('{{')
    expect(message.text).toContain(`${SITE_URL}/articles`)
    expect(`${message.text}${message.html}`).not.toContain('attacker.example')
    const link = downloadLink(message)
    expect(link).toMatch(/\/storage\/v1\/object\/sign\/lead-magnets\/[\w./-]+\.pdf\?token=/)
    expect(message.text).toContain(link!)
    expect(unsubscribeLink(message)).toMatch(/^https:\/\/scholarly\.example\/unsubscribe\?token=/)
    expect(message.text).toContain(unsubscribeLink(message)!)

    const download = await fetch(link!)
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toContain('application/pdf')
    const bytes = Buffer.from(await download.arrayBuffer())
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    // Saved under the file's own name, and the link lasts a week.
    const url = new URL(link!)
    const fileName = url.pathname.split('/').pop()
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename=${fileName}; filename*=UTF-8''${fileName};`,
    )
    const token = url.searchParams.get('token') ?? ''
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      iat: number
      exp: number
    }
    expect(claims.exp - claims.iat).toBe(7 * 24 * 60 * 60)
  })

  it('stores the page the form was on', async () => {
    const email = uniqueEmail('source')
    expect(
      (await submit({ email, sourcePath: '/articles/some-article' }, '198.51.100.2')).status,
    ).toBe(200)
    expect((await leadRows(local, email))[0]?.source_path).toBe('/articles/some-article')
  })

  it.each([
    ['an invalid email', { email: 'not-an-email', sourcePath: '/', captchaToken: '' }],
    ['an empty email', { email: '   ', sourcePath: '/', captchaToken: '' }],
    ['a missing email', { sourcePath: '/', captchaToken: '' }],
    ['an off-site source path', { email: 'a@example.org', sourcePath: '//evil.example/' }],
    ['a body that is not an object', 'null'],
    ['a body that is not JSON', 'email=a@example.org'],
  ])('answers 400 for %s and stores nothing', async (_name, body) => {
    const before = await local.pg.query('select count(*)::int as n from public.leads')
    const result = await submit(body, '198.51.100.3')
    expect(result.status).toBe(400)
    expect(result.body.success).toBe(false)
    expect(typeof result.body.error).toBe('string')
    expect(result.body.error).not.toBe('')
    const after = await local.pg.query('select count(*)::int as n from public.leads')
    expect(after.rows).toEqual(before.rows)
  })

  it('answers 413 for a valid body over 10,000 characters and stores nothing', async () => {
    const email = uniqueEmail('large')
    const result = await submit(
      { email, sourcePath: '/', captchaToken: '', padding: 'x'.repeat(10_000) },
      '198.51.100.8',
    )
    expect(result).toEqual({
      status: 413,
      body: { success: false, error: 'The request is too large' },
    })
    expect(await leadRows(local, email)).toEqual([])
  })

  it('explains what is wrong with an invalid email', async () => {
    expect(
      await submit({ email: 'nope', sourcePath: '/', captchaToken: '' }, '198.51.100.4'),
    ).toEqual({
      status: 400,
      body: { success: false, error: 'Please enter a valid email address.' },
    })
  })

  it('keeps addresses with LIKE wildcards apart from the addresses they would match', async () => {
    const run = Date.now()
    const emails = [`axb.${run}@example.org`, `a_b.${run}@example.org`, `a__b.${run}@example.org`]
    for (const email of emails) {
      expect((await submit({ email }, '198.51.100.6')).status).toBe(200)
    }
    const rows = await Promise.all(emails.map((email) => leadRows(local, email)))
    expect(rows.map((found) => found.map((row) => row.email))).toEqual(emails.map((e) => [e]))
    expect(new Set(rows.map((found) => found[0]?.id)).size).toBe(3)
    for (const email of emails) expect(await mailTo(local, email)).toHaveLength(1)
  })

  it.each(['zoë', 'a%b', 'a*b'])(
    'refuses %s@…, which the form’s email rule does not accept',
    async (local_part) => {
      const email = `${local_part}.${Date.now()}@example.org`
      expect(await submit({ email }, '198.51.100.7')).toEqual({
        status: 400,
        body: { success: false, error: 'Please enter a valid email address.' },
      })
      expect(await leadRows(local, email)).toEqual([])
    },
  )

  it('keeps one lead per email but sends the guide again on a repeat', async () => {
    const email = uniqueEmail('repeat')
    expect((await submit({ email, sourcePath: '/' }, '198.51.100.5')).status).toBe(200)
    const first = await leadRows(local, email)
    expect(
      (await submit({ email: email.toUpperCase(), sourcePath: '/about' }, '198.51.100.5')).status,
    ).toBe(200)
    const second = await leadRows(local, email)
    expect(second).toHaveLength(1)
    expect(second[0]?.id).toBe(first[0]?.id)
    expect(second[0]?.consent_at).toEqual(first[0]?.consent_at)
    expect(second[0]?.source_path).toBe('/')
    expect(await mailTo(local, email)).toHaveLength(2)
  })

  it('rate limits one email address with a clear message', async () => {
    const email = uniqueEmail('limited')
    for (let i = 0; i < 3; i++) {
      expect((await submit({ email }, `198.51.100.${10 + i}`)).status).toBe(200)
    }
    const response = await POST(leadRequest({ email }, '198.51.100.20'))
    expect(response.status).toBe(429)
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await response.json()).toEqual({
      success: false,
      error: expect.stringContaining('already sent the guide to this address'),
    })
    expect(await mailTo(local, email)).toHaveLength(3)
    expect(await leadRows(local, email)).toHaveLength(1)
  })

  it('rotating a forged X-Forwarded-For does not get past the per-email limit', async () => {
    const email = uniqueEmail('rotating')
    const statuses: number[] = []
    for (let i = 0; i < 6; i++)
      statuses.push((await submit({ email }, `203.0.113.${100 + i}`)).status)
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429])
    expect(await mailTo(local, email)).toHaveLength(3)
  })

  it('lets a classroom of 30 behind one address through, each asking twice', async () => {
    const ip = '192.0.2.30'
    const emails = Array.from({ length: 30 }, (_, i) => uniqueEmail(`class${i}`))
    const statuses: number[] = []
    for (const email of [...emails, ...emails]) statuses.push((await submit({ email }, ip)).status)
    expect(statuses.filter((status) => status !== 200)).toEqual([])
  })

  it('rate limits one client address', { timeout: 120_000 }, async () => {
    const leadIpLimiter = (await import('@/lib/http/rate-limit')).rateLimiters.leadIp
    expect(leadIpLimiter.limit).toBeGreaterThanOrEqual(60)
    const ip = '192.0.2.77'
    const statuses: number[] = []
    for (let i = 0; i <= leadIpLimiter.limit; i++) {
      statuses.push((await submit({ email: uniqueEmail(`ip${i}`) }, ip)).status)
    }
    expect(statuses.slice(0, leadIpLimiter.limit).every((status) => status === 200)).toBe(true)
    expect(statuses[leadIpLimiter.limit]).toBe(429)
    const refused = await submit({ email: uniqueEmail('ip-late') }, ip)
    expect(refused).toEqual({
      status: 429,
      body: {
        success: false,
        error: 'Too many requests. Please wait a few minutes and try again.',
      },
    })
    expect((await submit({ email: uniqueEmail('other-ip') }, '192.0.2.78')).status).toBe(200)
  })

  it('never calls the captcha verifier when no Turnstile secret is set', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    try {
      expect(
        (await submit({ email: uniqueEmail('nocaptcha'), captchaToken: '' }, '198.51.100.30'))
          .status,
      ).toBe(200)
      const urls = fetchSpy.mock.calls.map(([input]) =>
        String(input instanceof Request ? input.url : input),
      )
      expect(urls.some((url) => url.includes('challenges.cloudflare.com'))).toBe(false)
    } finally {
      fetchSpy.mockRestore()
    }
  })

  it('keeps the lead and reports the failure when the email cannot be sent', async () => {
    const email = uniqueEmail('undeliverable')
    process.env.SMTP_URL = 'smtp://127.0.0.1:1'
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      expect(await submit({ email }, '198.51.100.31')).toEqual({
        status: 502,
        body: { success: false, error: 'Failed to send study guide' },
      })
    } finally {
      delete process.env.SMTP_URL
      consoleError.mockRestore()
    }
    expect(await leadRows(local, email)).toHaveLength(1)
    expect((await submit({ email }, '198.51.100.31')).status).toBe(200)
    expect(await mailTo(local, email)).toHaveLength(1)
    expect(await leadRows(local, email)).toHaveLength(1)
  })

  it('loses nothing under 100 concurrent submissions', { timeout: 120_000 }, async () => {
    const tag = `burst${Date.now()}`
    const emails = Array.from({ length: 100 }, (_, i) => `${tag}.${i}@example.org`)
    const results = await Promise.all(
      emails.map((email, i) =>
        submit({ email, sourcePath: '/' }, `10.20.${Math.floor(i / 50)}.${i}`),
      ),
    )
    expect(
      results.filter((result) => result.status === 200 && result.body.success === true),
    ).toHaveLength(100)

    const { rows } = await local.pg.query<{ n: number }>(
      'select count(*)::int as n from public.leads where email like $1',
      [`${tag}.%`],
    )
    expect(rows[0]?.n).toBe(100)
    const response = await fetch(`${local.url}/mail/api/messages?limit=1000`)
    const { messages } = (await response.json()) as { messages: { to: string[] }[] }
    const recipients = messages
      .flatMap((message) => message.to)
      .filter((to) => to.startsWith(`${tag}.`))
    expect(new Set(recipients).size).toBe(100)
    expect(recipients).toHaveLength(100)
  })
})

describe('lead capture with Turnstile configured', () => {
  it('refuses an empty token before anything is stored or sent', async () => {
    vi.resetModules()
    process.env.TURNSTILE_SECRET_KEY = 'test-turnstile-secret'
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    try {
      const { POST: guardedPost } = await import('@/app/api/lead-capture/route')
      const email = uniqueEmail('captcha')
      const response = await guardedPost(
        leadRequest({ email, sourcePath: '/', captchaToken: '' }, '198.51.100.40'),
      )
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        success: false,
        error: 'Please complete the verification',
      })
      // The only requests made are the shared rate-limit counters, never the verifier.
      const urls = fetchSpy.mock.calls.map(([input]) =>
        String(input instanceof Request ? input.url : input),
      )
      expect(urls.filter((url) => !url.includes('/rest/v1/rpc/hit_rate_limit'))).toEqual([])
      expect(await leadRows(local, email)).toHaveLength(0)
      expect(await mailTo(local, email)).toHaveLength(0)
    } finally {
      fetchSpy.mockRestore()
      delete process.env.TURNSTILE_SECRET_KEY
    }
  })
})

describe('lead capture with Turnstile configured', () => {
  it('sends a filled token to the verifier with the secret and the visitor’s address', async () => {
    vi.resetModules()
    process.env.TURNSTILE_SECRET_KEY = 'test-turnstile-secret'
    const turnstile = standInForTurnstile(true)
    try {
      const { POST: guardedPost } = await import('@/app/api/lead-capture/route')
      const email = uniqueEmail('verified')
      const response = await guardedPost(
        leadRequest({ email, sourcePath: '/', captchaToken: 'token-from-widget' }, '198.51.100.41'),
      )
      expect(response.status).toBe(200)
      expect(turnstile.verifications).toEqual([
        {
          secret: 'test-turnstile-secret',
          response: 'token-from-widget',
          remoteip: '198.51.100.41',
        },
      ])
      expect(await leadRows(local, email)).toHaveLength(1)
    } finally {
      turnstile.restore()
      delete process.env.TURNSTILE_SECRET_KEY
    }
  })
})

describe('lead capture without an active guide', () => {
  it('answers 503 and records nothing', async () => {
    const { rows: active } = await local.pg.query<{ id: string }>(
      'update public.lead_magnets set is_active = false where is_active returning id',
    )
    try {
      const email = uniqueEmail('no-guide')
      expect(await submit({ email, sourcePath: '/' }, '198.51.100.42')).toEqual({
        status: 503,
        body: { success: false, error: 'Failed to send study guide' },
      })
      expect(await leadRows(local, email)).toEqual([])
      expect(await mailTo(local, email)).toEqual([])
    } finally {
      await local.pg.query('update public.lead_magnets set is_active = true where id = any($1)', [
        active.map((row) => row.id),
      ])
    }
  })
})
