import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type * as NextServerModule from 'next/server'

import type { SupabaseLocal } from '@/supabase/local/server'

import { standInForTurnstile } from '../../../support/turnstile-stand-in'
import { spendRateLimit } from '../../../support/rate-limits'

import { freshIp, jsonRequest, outbox, startPublicWritesHarness, uniqueEmail } from './harness'

type NextServer = typeof NextServerModule

vi.mock('next/headers', () => import('../../../support/next-headers'))
vi.mock('next/server', async (original) => ({
  ...(await original<NextServer>()),
  connection: async () => {},
}))

let local: SupabaseLocal
let contact: (request: Request) => Promise<Response>
let analytics: (request: Request) => Promise<Response>

const message = (email: string) => ({
  name: 'Casey',
  email,
  topic: 'services',
  message: 'Do you tutor econometrics?',
  captchaToken: '',
})

async function count(table: string) {
  const { rows } = await local.pg.query<{ n: number }>(
    `select count(*)::int as n from public.${table}`,
  )
  return rows[0]!.n
}

beforeAll(async () => {
  local = await startPublicWritesHarness()
  contact = (await import('@/app/api/contact/route')).POST
  analytics = (await import('@/app/api/analytics/route')).POST
})

afterAll(async () => {
  await local?.stop()
})

describe('contact messages', () => {
  it('stores the message and emails the sender and support', async () => {
    const email = uniqueEmail('casey')
    const response = await contact(jsonRequest('/api/contact', message(email)))
    const { rows } = await local.pg.query<{ id: string }>(
      'select id, topic, subject, user_id from public.messages where email = $1',
      [email],
    )
    expect(rows).toEqual([
      { id: expect.any(String), topic: 'services', subject: 'Our services', user_id: null },
    ])
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ ok: true, data: { id: rows[0]?.id } })
    expect(await outbox(local, email)).toEqual([
      expect.objectContaining({
        subject: 'We received your message (Our services)',
        text: [
          'Hello Casey,',
          '',
          'Thank you for contacting Scholarly Support. We reply within one working day, usually much sooner.',
          '',
          'The Scholarly Support team',
        ].join('\n'),
      }),
    ])
    const notices = await outbox(local, 'hello@scholarlysupport.co')
    expect(notices.find((notice) => notice.text.includes(email))).toEqual(
      expect.objectContaining({
        subject: 'Contact form: Our services',
        text: [
          `From: Casey <${email}>`,
          'Topic: Our services',
          `Message id: ${rows[0]?.id}`,
          '',
          'Do you tutor econometrics?',
        ].join('\n'),
      }),
    )
    expect((await outbox(local, email))[0]?.subject).toContain('We received your message')
  })

  it('points a privacy question at the self-service data tools', async () => {
    const email = uniqueEmail('privacy')
    const response = await contact(
      jsonRequest('/api/contact', { ...message(email), topic: 'privacy' }),
    )
    expect(response.status).toBe(201)
    const [acknowledgement] = await outbox(local, email)
    expect(acknowledgement?.text).toContain(
      '\n\nMembers can download or delete their data themselves at any time: https://scholarly.example/profile/\n\n',
    )
  })

  it('does not carry a "name" that is a pitch to the address typed in, but tells support it', async () => {
    const email = uniqueEmail('pitch')
    const name = 'Cheap essays at essays.example, order now'
    const response = await contact(jsonRequest('/api/contact', { ...message(email), name }))
    expect(response.status).toBe(201)
    const [acknowledgement] = await outbox(local, email)
    expect(acknowledgement?.text.split('\n')[0]).toBe('Hello,')
    expect(acknowledgement?.text).not.toContain('essays')
    const notices = await outbox(local, 'hello@scholarlysupport.co')
    expect(notices.find((notice) => notice.text.includes(email))?.text).toContain(
      `From: ${name} <${email}>`,
    )
  })

  it.each([
    ['another site', { 'sec-fetch-site': 'cross-site' }],
    ['a sibling subdomain', { 'sec-fetch-site': 'same-site' }],
    ['a foreign Origin without Fetch Metadata', { origin: 'https://evil.example' }],
  ])('refuses a message sent from %s with 403, storing nothing', async (_case, headers) => {
    const email = uniqueEmail('crosssite')
    const response = await contact(jsonRequest('/api/contact', message(email), freshIp(), headers))
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ ok: false, error: 'Send the request from this site.' })
    const { rows } = await local.pg.query('select id from public.messages where email = $1', [
      email,
    ])
    expect(rows).toEqual([])
  })

  it('accepts a message from its own page', async () => {
    const email = uniqueEmail('samesite')
    const response = await contact(
      jsonRequest('/api/contact', message(email), freshIp(), { 'sec-fetch-site': 'same-origin' }),
    )
    expect(response.status).toBe(201)
  })

  it('refuses invalid fields and the honeypot with a message, storing nothing', async () => {
    const before = await count('messages')
    for (const body of [
      { ...message(uniqueEmail('a')), topic: 'refund' },
      { ...message('not-an-email') },
      { ...message(uniqueEmail('b')), message: 'x'.repeat(10_001) },
      { ...message(uniqueEmail('c')), website: 'http://spam.example' },
    ]) {
      const response = await contact(jsonRequest('/api/contact', body))
      expect(response.status).toBe(400)
      expect(((await response.json()) as { error: string }).error.length).toBeGreaterThan(0)
    }
    expect(await count('messages')).toBe(before)
  })

  it('rate limits one address', { timeout: 120_000 }, async () => {
    const contactIpLimiter = (await import('@/lib/http/rate-limit')).rateLimiters.contactIp
    const ip = freshIp()
    const statuses: number[] = []
    for (let index = 0; index < contactIpLimiter.limit + 2; index += 1) {
      statuses.push(
        (await contact(jsonRequest('/api/contact', message(uniqueEmail('r')), ip))).status,
      )
    }
    expect(statuses.slice(0, contactIpLimiter.limit).every((status) => status === 201)).toBe(true)
    expect(statuses.slice(contactIpLimiter.limit)).toEqual([429, 429])
  })

  it('rate limits one email whatever address it comes from', async () => {
    const email = uniqueEmail('same-sender')
    const statuses: number[] = []
    for (let index = 0; index < 7; index += 1) {
      statuses.push((await contact(jsonRequest('/api/contact', message(email), freshIp()))).status)
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429])
  })
})

describe('contact messages with Turnstile configured', () => {
  it('refuses an empty token, and verifies a filled one with the sender’s address', async () => {
    vi.resetModules()
    process.env.TURNSTILE_SECRET_KEY = 'test-turnstile-secret'
    const turnstile = standInForTurnstile(true)
    try {
      const { POST: guardedContact } = await import('@/app/api/contact/route')
      const before = await count('messages')
      const empty = await guardedContact(
        jsonRequest('/api/contact', message(uniqueEmail('unverified')), '198.51.100.61'),
      )
      expect(empty.status).toBe(400)
      expect(await empty.json()).toEqual({ ok: false, error: 'Please complete the verification' })
      expect(await count('messages')).toBe(before)

      const filled = await guardedContact(
        jsonRequest(
          '/api/contact',
          { ...message(uniqueEmail('verified')), captchaToken: 'token-from-widget' },
          '198.51.100.62',
        ),
      )
      expect(filled.status).toBe(201)
      expect(turnstile.verifications).toEqual([
        {
          secret: 'test-turnstile-secret',
          response: 'token-from-widget',
          remoteip: '198.51.100.62',
        },
      ])
      expect(await count('messages')).toBe(before + 1)
    } finally {
      turnstile.restore()
      delete process.env.TURNSTILE_SECRET_KEY
    }
  })
})

describe('analytics route', () => {
  const event = {
    consent: 'analytics',
    name: 'page_view',
    path: '/careers/',
    sessionId: 'abcdef123456',
  }

  it('records a consented event without personal data', async () => {
    const response = await analytics(jsonRequest('/api/analytics', event))
    expect(response.status).toBe(202)
    const { rows } = await local.pg.query(
      "select path, referrer, properties, user_id from public.analytics_events where session_id = 'abcdef123456'",
    )
    expect(rows).toEqual([{ path: '/careers/', referrer: null, properties: {}, user_id: null }])
  })

  it('keeps the referrer and properties an event carries', async () => {
    const detailed = {
      ...event,
      name: 'promotion_click',
      sessionId: 'detailed12345',
      referrer: '/articles/',
      properties: { label: 'Apply' },
    }
    expect((await analytics(jsonRequest('/api/analytics', detailed))).status).toBe(202)
    const { rows } = await local.pg.query(
      "select referrer, properties from public.analytics_events where session_id = 'detailed12345'",
    )
    expect(rows).toEqual([{ referrer: '/articles/', properties: { label: 'Apply' } }])
  })

  it('keeps an admin page out of the referrer, and counts the staff sign-in page', async () => {
    const fromAdmin = { ...event, sessionId: 'fromadmin123', referrer: '/admin/students/7c1d' }
    expect((await analytics(jsonRequest('/api/analytics', fromAdmin))).status).toBe(202)
    const staffSignIn = { ...event, sessionId: 'adminauth123', path: '/admin-auth' }
    expect((await analytics(jsonRequest('/api/analytics', staffSignIn))).status).toBe(202)
    const { rows } = await local.pg.query(
      "select path, referrer from public.analytics_events where session_id in ('fromadmin123', 'adminauth123') order by path",
    )
    expect(rows).toEqual([
      { path: '/admin-auth', referrer: null },
      { path: '/careers/', referrer: null },
    ])
  })

  it.each([
    ['no consent flag', { ...event, consent: undefined }, 403],
    ['no consent flag and an unknown name', { ...event, consent: undefined, name: 'x' }, 403],
    ['unknown event name', { ...event, name: 'steal_data' }, 400],
    ['a query string', { ...event, path: '/careers?email=a@b.c' }, 400],
    ['extra fields', { ...event, email: 'a@b.c' }, 400],
    ['an admin page', { ...event, path: '/admin/orders/5b1f0c1e' }, 400],
    ['the admin home', { ...event, path: '/admin' }, 400],
    ['an oversized body', { ...event, properties: { note: 'x'.repeat(5000) } }, 413],
  ])('refuses %s', async (_label, body, status) => {
    const before = await count('analytics_events')
    const response = await analytics(jsonRequest('/api/analytics', body))
    expect(response.status).toBe(status)
    expect(await count('analytics_events')).toBe(before)
  })

  it('says why: no consent, or an event it does not know', async () => {
    const answer = async (body: unknown) =>
      (await analytics(jsonRequest('/api/analytics', body))).json()
    expect(await answer({ ...event, consent: undefined })).toEqual({
      ok: false,
      error: 'Analytics consent is required.',
    })
    expect(await answer({ ...event, name: 'steal_data' })).toEqual({
      ok: false,
      error: 'Invalid analytics event.',
    })
  })

  it('limits each address and each session', async () => {
    const limits = (await import('@/lib/http/rate-limit')).rateLimiters
    const busyAddress = freshIp()
    await spendRateLimit(
      local.pg,
      `${limits.analyticsIp.name}:${busyAddress}`,
      limits.analyticsIp.limit,
    )
    await spendRateLimit(
      local.pg,
      `${limits.analyticsSession.name}:busysession1`,
      limits.analyticsSession.limit,
    )
    const before = await count('analytics_events')
    expect((await analytics(jsonRequest('/api/analytics', event, busyAddress))).status).toBe(429)
    const busySession = { ...event, sessionId: 'busysession1' }
    expect((await analytics(jsonRequest('/api/analytics', busySession))).status).toBe(429)
    expect(await count('analytics_events')).toBe(before)
  })

  it('refuses requests that carry Sec-GPC: 1', async () => {
    const response = await analytics(
      jsonRequest('/api/analytics', event, freshIp(), { 'sec-gpc': '1' }),
    )
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({
      ok: false,
      error: 'Analytics is off under Global Privacy Control.',
    })
  })
})
