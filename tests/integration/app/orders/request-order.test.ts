import { randomUUID } from 'node:crypto'

import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import type { cancelOrderAction } from '@/lib/actions/orders/cancel-order'
import type { requestOrderAction } from '@/lib/actions/orders/request-order'

import { pointAppAtSupabaseLocal } from '../../../support/app-env'
import { actAs } from '../../../support/act-as'
import { startHarness, suiteHarness } from '../../../support/supabase-local-harness'

// Supabase is the real local server; only the Next request and its cache are stood in for.
vi.mock('next/headers', () => import('../../../support/next-headers'))
vi.mock('next/cache', () => import('../../../support/next-cache'))

const harness = suiteHarness(() => startHarness())
let requestOrder: typeof requestOrderAction
let cancelOrder: typeof cancelOrderAction

const STUDENT = 'student@scholarlysupport.co'

beforeAll(async () => {
  pointAppAtSupabaseLocal(harness.local)
  requestOrder = (await import('@/lib/actions/orders/request-order')).requestOrderAction
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

async function orderCount() {
  const { rows } = await harness.local.pg.query<{ n: number }>(
    'select count(*)::int as n from public.orders',
  )
  return rows[0]?.n ?? 0
}

beforeEach(async () => {
  await harness.local.pg.exec('delete from public.orders')
  await harness.mail.clear()
})

describe('requestOrderAction', () => {
  it('stores the order as the member, mails them and the team, and returns its number', async () => {
    await actAs(STUDENT, 'StudentPass123')
    const result = await requestOrder(valid())
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
    const [first, second] = await Promise.all([requestOrder(input), requestOrder(input)])
    expect(first.ok && second.ok).toBe(true)
    if (first.ok && second.ok) expect(second.data.id).toBe(first.data.id)
    expect(await orderCount()).toBe(1)
  })

  it.each([
    ['a deadline in the past', { deadline: wallClock(-3_600_000) }, 'deadline'],
    ['no integrity acknowledgement', { integrityAcknowledged: false }, 'integrityAcknowledged'],
    ['an unknown service', { serviceSlug: 'essay-writing' }, 'serviceSlug'],
    ['a brief over 20,000 characters', { brief: 'x'.repeat(20_001) }, 'brief'],
    ['an unknown time zone', { timeZone: 'Mars/Olympus' }, 'timeZone'],
  ])('refuses %s with a field error and stores nothing', async (_case, change, field) => {
    await actAs(STUDENT, 'StudentPass123')
    const result = await requestOrder({ ...valid(), ...change })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.fieldErrors?.[field]?.length).toBeGreaterThan(0)
    expect(await orderCount()).toBe(0)
    expect(await harness.mail.list(STUDENT)).toEqual([])
  })

  it('refuses a signed-out visitor', async () => {
    await actAs(null)
    expect(await requestOrder(valid())).toMatchObject({ ok: false, error: 'No user logged in' })
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

    expect(await cancelOrder({ orderId: quoted.data.id })).toEqual({ ok: true, data: undefined })
    expect(await cancelOrder({ orderId: paid.data.id })).toMatchObject({
      ok: false,
      error: 'Only an order of yours that has not been paid for can be cancelled.',
    })
    const { rows } = await harness.local.pg.query<{ id: string; status: string }>(
      'select id, status from public.orders',
    )
    expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({
      [quoted.data.id]: 'cancelled',
      [paid.data.id]: 'paid',
    })
  })
})
