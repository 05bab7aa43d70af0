import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type * as NextServerModule from 'next/server'

import type { SupabaseLocal } from '@/supabase/local/server'

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
    expect(response.status).toBe(201)
    const { rows } = await local.pg.query(
      'select topic, subject, user_id from public.messages where email = $1',
      [email],
    )
    expect(rows).toEqual([{ topic: 'services', subject: 'Our services', user_id: null }])
    expect((await outbox(local, email))[0]?.subject).toContain('We received your message')
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
      "select path, user_id from public.analytics_events where session_id = 'abcdef123456'",
    )
    expect(rows).toEqual([{ path: '/careers/', user_id: null }])
  })

  it.each([
    ['no consent flag', { ...event, consent: undefined }, 403],
    ['unknown event name', { ...event, name: 'steal_data' }, 400],
    ['a query string', { ...event, path: '/careers?email=a@b.c' }, 400],
    ['extra fields', { ...event, email: 'a@b.c' }, 400],
    ['an oversized body', { ...event, properties: { note: 'x'.repeat(5000) } }, 413],
  ])('refuses %s', async (_label, body, status) => {
    const before = await count('analytics_events')
    const response = await analytics(jsonRequest('/api/analytics', body))
    expect(response.status).toBe(status)
    expect(await count('analytics_events')).toBe(before)
  })

  it('refuses requests that carry Sec-GPC: 1', async () => {
    const response = await analytics(
      jsonRequest('/api/analytics', event, freshIp(), { 'sec-gpc': '1' }),
    )
    expect(response.status).toBe(403)
  })
})
