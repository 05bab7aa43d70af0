import { randomUUID } from 'node:crypto'

import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import type * as NextServerModule from 'next/server'

import type { cancelOrderAction } from '@/lib/actions/orders/cancel-order'
import type { PlacedOrder } from '@/lib/actions/orders/request-order'
import type { ActionResult } from '@/lib/actions/result'

import { pointAppAtSupabaseLocal } from '../../../support/app-env'
import { actAs } from '../../../support/act-as'
import { startHarness, suiteHarness } from '../../../support/supabase-local-harness'

// Supabase is the real local server; only the Next request and its cache are stood in for.
vi.mock('next/headers', () => import('../../../support/next-headers'))
vi.mock('next/cache', () => import('../../../support/next-cache'))
vi.mock('next/server', async (original) => ({
  ...(await original<typeof NextServerModule>()),
  connection: async () => {},
}))

const harness = suiteHarness(() => startHarness())
let orderRoute: (request: Request) => Promise<Response>
let cancelOrder: typeof cancelOrderAction

const STUDENT = 'student@scholarlysupport.co'

beforeAll(async () => {
  pointAppAtSupabaseLocal(harness.local)
  orderRoute = (await import('@/app/api/orders/route')).POST
  cancelOrder = (await import('@/lib/actions/orders/cancel-order')).cancelOrderAction
})

function wallClock(offsetMs: number) {
  // A deadline as a datetime-local input gives it, in UTC.
  return new Date(Date.now() + offsetMs).toISOString().slice(0, 16)
}

const valid = () => ({
  serviceSlug: 'tutoring',
  subject: 'Introductory statistics',
  academicLevel: 'undergraduate',
  deadline: wallClock(5 * 86_400_000),
  timeZone: 'UTC',
  brief: 'I keep confusing standard deviation and standard error; I want to understand both.',
  integrityAcknowledged: true,
  idempotencyKey: randomUUID(),
})

/** POST /api/orders as the browser sends it; the session is whatever actAs left in the jar. */
async function post(body: unknown, headers: Record<string, string> = {}) {
  const response = await orderRoute(
    new Request('http://localhost:3000/api/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )
  expect(response.headers.get('cache-control')).toBe('no-store')
  return { status: response.status, result: (await response.json()) as ActionResult<PlacedOrder> }
}

const requestOrder = async (body: unknown) => (await post(body)).result

async function orderCount() {
  const { rows } = await harness.local.pg.query<{ n: number }>(
    'select count(*)::int as n from public.orders',
  )
  return rows[0]?.n ?? 0
}

beforeEach(async () => {
  await harness.local.pg.exec('delete from public.orders')
  await harness.local.pg.exec("delete from private.rate_limits where key like 'order:%'")
  await harness.mail.clear()
})

describe('POST /api/orders', () => {
  it('stores the order as the member, mails them and the team, and returns its number', async () => {
    await actAs(STUDENT, 'StudentPass123')
    const { status, result } = await post(valid())
    expect(status).toBe(201)
    expect(result).toMatchObject({ ok: true, data: { orderNumber: expect.stringMatching(/^SS-/) } })
    const { rows } = await harness.local.pg.query<Record<string, unknown>>(
      `select o.status, o.price, o.time_zone, o.currency, s.slug, u.email
       from public.orders o join public.services s on s.id = o.service_id
       join auth.users u on u.id = o.student_id`,
    )
    expect(rows).toEqual([
      {
        status: 'pending',
        price: null,
        time_zone: 'UTC',
        currency: 'USD',
        slug: 'tutoring',
        email: STUDENT,
      },
    ])
    const number = result.ok ? result.data.orderNumber : ''
    expect((await harness.mail.latest(STUDENT)).subject).toContain(number)
    expect((await harness.mail.latest('hello@scholarlysupport.co')).subject).toContain(number)
  })

  it('creates one order for a double submit with the same idempotency key', async () => {
    await actAs(STUDENT, 'StudentPass123')
    const input = valid()
    const answers = await Promise.all([post(input), post(input)])
    const [first, second] = answers.map((answer) => answer.result)
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201])
    expect(first!.ok && second!.ok).toBe(true)
    if (first!.ok && second!.ok) expect(second!.data.id).toBe(first!.data.id)
    expect(await orderCount()).toBe(1)
    // The repeat is answered from the first order; only the first sends mail.
    expect(await harness.mail.list(STUDENT)).toHaveLength(1)
  })

  it.each([
    ['a deadline in the past', { deadline: wallClock(-3_600_000) }, 'deadline', 400],
    [
      'no integrity acknowledgement',
      { integrityAcknowledged: false },
      'integrityAcknowledged',
      400,
    ],
    ['an unknown service', { serviceSlug: 'essay-writing' }, 'serviceSlug', 422],
    ['a brief over 20,000 characters', { brief: 'x'.repeat(20_001) }, 'brief', 400],
    ['an unknown time zone', { timeZone: 'Mars/Olympus' }, 'timeZone', 400],
  ])('refuses %s with a field error and stores nothing', async (_case, change, field, code) => {
    await actAs(STUDENT, 'StudentPass123')
    const { status, result } = await post({ ...valid(), ...change })
    expect(status).toBe(code)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.fieldErrors?.[field]?.length).toBeGreaterThan(0)
    expect(await orderCount()).toBe(0)
    expect(await harness.mail.list(STUDENT)).toEqual([])
  })

  it('asks for one of the listed services when the slug is unknown or unpublished', async () => {
    await actAs(STUDENT, 'StudentPass123')
    await harness.local.pg.query(
      "update public.services set is_published = false where slug = 'proofreading'",
    )
    try {
      for (const serviceSlug of ['essay-writing', 'proofreading']) {
        expect(await post({ ...valid(), serviceSlug })).toEqual({
          status: 422,
          result: {
            ok: false,
            error: 'Please correct the highlighted fields.',
            fieldErrors: { serviceSlug: ['Choose one of the services on this page.'] },
          },
        })
      }
    } finally {
      await harness.local.pg.query(
        "update public.services set is_published = true where slug = 'proofreading'",
      )
    }
    expect(await orderCount()).toBe(0)
  })

  it('refuses a signed-out visitor with 401', async () => {
    await actAs(null)
    const { status, result } = await post(valid())
    expect(status).toBe(401)
    expect(result).toMatchObject({ ok: false, error: 'No user logged in' })
    expect(await orderCount()).toBe(0)
  })

  it.each([
    ['a body that is not JSON', '{"serviceSlug":', 400],
    ['a body over the size limit', { ...valid(), brief: 'x'.repeat(50_000) }, 413],
  ])('refuses %s and stores nothing', async (_case, body, code) => {
    await actAs(STUDENT, 'StudentPass123')
    const { status, result } = await post(body)
    expect(status).toBe(code)
    expect(result.ok).toBe(false)
    expect(await orderCount()).toBe(0)
  })

  it.each([
    ['another site', { 'sec-fetch-site': 'cross-site' }],
    ['a sibling subdomain', { 'sec-fetch-site': 'same-site' }],
    [
      'a foreign Origin without Fetch Metadata',
      { 'sec-fetch-site': '', origin: 'https://evil.example' },
    ],
  ])('refuses a request from %s with 403', async (_case, headers) => {
    await actAs(STUDENT, 'StudentPass123')
    const { status } = await post(valid(), headers)
    expect(status).toBe(403)
    expect(await orderCount()).toBe(0)
  })

  it('accepts its own origin from a browser without Fetch Metadata', async () => {
    await actAs(STUDENT, 'StudentPass123')
    const { status } = await post(valid(), {
      'sec-fetch-site': '',
      origin: 'http://localhost:3000',
      host: 'localhost:3000',
    })
    expect(status).toBe(201)
    expect(await orderCount()).toBe(1)
  })

  it('answers 100 hostile bodies from a member with a 4xx and a message, storing nothing', async () => {
    const { orderRequestSchema } = await import('@/lib/validation/orders')
    const hostile: unknown[] = [
      null,
      42,
      true,
      [],
      {},
      '',
      'x'.repeat(20_001),
      '<script>alert(1)</script>',
      "'; drop table orders; --",
      { $gt: '' },
      '2020-01-01T00:00',
      '\u0000\u202e',
    ]
    // A seeded generator, so a failure can be replayed.
    let seed = 13
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
      return seed / 2 ** 31
    }
    const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)]!
    await actAs(STUDENT, 'StudentPass123')
    let sent = 0
    for (let index = 0; index < 100; index += 1) {
      const body: Record<string, unknown> = valid()
      for (let changes = 1 + Math.floor(next() * 3); changes > 0; changes -= 1) {
        const key = pick(Object.keys(body))
        if (next() < 0.3) delete body[key]
        else body[key] = pick(hostile)
      }
      if (orderRequestSchema.safeParse(body).success) continue
      sent += 1
      const { status, result } = await post(body)
      expect(status, JSON.stringify(body).slice(0, 200)).toBe(400)
      expect(!result.ok && result.error.length > 0).toBe(true)
    }
    expect(sent).toBeGreaterThan(80)
    expect(await orderCount()).toBe(0)
  })

  it('limits one account’s requests, so the team’s inbox cannot be flooded', async () => {
    await actAs(STUDENT, 'StudentPass123')
    const { limit } = (await import('@/lib/http/rate-limit')).rateLimiters.orderMember
    await harness.local.pg.query(
      `insert into private.rate_limits (key, hits, expires_at)
       select 'order:member:' || id, $1, now() + interval '1 hour' from auth.users where email = $2`,
      [limit, STUDENT],
    )
    const response = await orderRoute(
      new Request('http://localhost:3000/api/orders', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(valid()),
      }),
    )
    expect(response.status).toBe(429)
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await orderCount()).toBe(0)
  })
})

describe('cancelOrderAction', () => {
  it('cancels the member’s own pending order and nobody else’s', async () => {
    await actAs(STUDENT, 'StudentPass123')
    const placed = await requestOrder(valid())
    if (!placed.ok) throw new Error(placed.error)

    await actAs('member@scholarlysupport.co', 'MemberPass123')
    expect((await cancelOrder({ orderId: placed.data.id })).ok).toBe(false)

    await actAs(STUDENT, 'StudentPass123')
    expect(await cancelOrder({ orderId: placed.data.id })).toEqual({ ok: true, data: undefined })
    expect((await cancelOrder({ orderId: placed.data.id })).ok).toBe(false)
    const { rows } = await harness.local.pg.query<{ status: string }>(
      'select status from public.orders',
    )
    expect(rows).toEqual([{ status: 'cancelled' }])
  })

  it('lets the member decline a quote, but not cancel a paid order', async () => {
    await actAs(STUDENT, 'StudentPass123')
    const quoted = await requestOrder(valid())
    const paid = await requestOrder(valid())
    if (!quoted.ok || !paid.ok) throw new Error('could not place the orders')
    // The admin's steps, made directly: quoted, then one of them paid.
    await harness.local.pg.query(
      `update public.orders set status = 'quoted', price = 40, currency = 'GBP' where id in ($1, $2)`,
      [quoted.data.id, paid.data.id],
    )
    await harness.local.pg.query(`update public.orders set status = 'paid' where id = $1`, [
      paid.data.id,
    ])

    await harness.mail.clear()
    expect(await cancelOrder({ orderId: quoted.data.id })).toEqual({ ok: true, data: undefined })
    // The team hears of the declined quote; a refused cancellation sends nothing.
    const notices = await harness.mail.list('hello@scholarlysupport.co')
    expect(notices).toHaveLength(1)
    expect(notices[0]).toMatchObject({
      subject: `Order ${quoted.data.orderNumber} cancelled by the student`,
    })
    expect(notices[0]?.text).toContain('The student declined the quote')
    expect(notices[0]?.text).toContain(STUDENT)
    expect(await cancelOrder({ orderId: paid.data.id })).toMatchObject({
      ok: false,
      error: 'Only an order of yours that has not been paid for can be cancelled.',
    })
    expect(await harness.mail.list('hello@scholarlysupport.co')).toHaveLength(1)
    const { rows } = await harness.local.pg.query<{ id: string; status: string }>(
      'select id, status from public.orders',
    )
    expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({
      [quoted.data.id]: 'cancelled',
      [paid.data.id]: 'paid',
    })
  })
})
