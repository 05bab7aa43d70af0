import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { reviseQuoteAction } from '@/lib/actions/admin/orders/revise-quote'
import type { ReviseQuoteInput } from '@/lib/validation/admin-orders'
import { withRole } from '@/supabase/local/db/with-role.ts'

import {
  accounts,
  actAs,
  ADMIN_ID,
  adminSuite,
  itRefusesNonAdmins,
  MEMBER_ID,
  STUDENT_ID,
} from '../admin/harness'

// Revising a quote before the student accepts it (issue 16): the action against Supabase Local,
// and guard_order_update straight through REST for the callers that skip the app.

const harness = adminSuite()
let reviseQuote: typeof reviseQuoteAction

beforeAll(async () => {
  reviseQuote = (await import('@/lib/actions/admin/orders/revise-quote')).reviseQuoteAction
})

beforeEach(async () => {
  await harness.local.pg.exec('delete from public.orders; delete from public.audit_log')
  await harness.mail.clear()
})

/** An order seeded as the service role, as the workflow would have left it. */
async function placeOrder(status = 'quoted', price: number | null = 50, student = STUDENT_ID) {
  const [order] = await harness.seed('orders', {
    student_id: student,
    subject: 'Statistics',
    academic_level: 'undergraduate',
    brief: 'Regression help',
    deadline: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    status,
    price,
    currency: 'USD',
    academic_integrity_acknowledged: true,
  })
  return { id: order!.id, orderNumber: order!.order_number }
}

async function stored(id: string) {
  const { rows } = await harness.local.pg.query<{
    status: string
    price: string | null
    currency: string
  }>('select status, price, currency from public.orders where id = $1', [id])
  return rows[0]
}

async function history(id: string) {
  const { rows } = await harness.local.pg.query<Record<string, unknown>>(
    `select from_status, to_status, note, changed_by from public.order_status_history
     where order_id = $1 order by id`,
    [id],
  )
  return rows
}

/** The revision an admin sends from a page that showed the order quoted at 50 USD. */
const revision = (orderId: string, change: Partial<ReviseQuoteInput> = {}): ReviseQuoteInput => ({
  orderId,
  price: '65',
  currency: 'GBP',
  quotedPrice: 50,
  quotedCurrency: 'USD',
  ...change,
})

const studentMail = () => harness.mail.list(accounts.user.email)

describe('reviseQuoteAction', () => {
  itRefusesNonAdmins('is refused for %s and changes nothing', {
    arrange: () => placeOrder(),
    calls: (order) => [reviseQuote(revision(order.id))],
    unchanged: async (order) => {
      expect(await stored(order.id)).toEqual({ status: 'quoted', price: '50.00', currency: 'USD' })
      expect(await studentMail()).toEqual([])
    },
  })

  it('changes the price of a quoted order, which stays quoted, and emails the student', async () => {
    const order = await placeOrder()
    await actAs('admin')
    expect(await reviseQuote(revision(order.id))).toEqual({ ok: true, data: { mailed: true } })
    expect(await stored(order.id)).toEqual({ status: 'quoted', price: '65.00', currency: 'GBP' })

    const mails = await studentMail()
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe(`Revised quote for your order ${order.orderNumber}`)
    expect(mails[0]!.text).toContain('New quote: £65.00')
    expect(mails[0]!.text).toContain('Previous quote: US$50.00')

    // The history shows the revision as a step of its own, by the admin.
    expect((await history(order.id)).at(-1)).toEqual({
      from_status: 'quoted',
      to_status: 'quoted',
      note: 'Revised quote: 65.00 GBP (was 50.00 USD)',
      changed_by: ADMIN_ID,
    })
    // Audited like every other order write: the admin as actor, the old and new price.
    const updates = (await harness.auditLog('orders', order.id))
      .filter(({ action }) => action === 'UPDATE')
      .map(({ actor_id, before, after }) => ({
        actor_id,
        before: [before?.status, before?.price, before?.currency],
        after: [after?.status, after?.price, after?.currency],
      }))
    expect(updates).toEqual([
      { actor_id: ADMIN_ID, before: ['quoted', 50, 'USD'], after: ['quoted', 65, 'GBP'] },
    ])
  })

  it('shows the new price on the student’s dashboard', async () => {
    const order = await placeOrder()
    await actAs('admin')
    expect(await reviseQuote(revision(order.id, { price: '72.40' }))).toMatchObject({ ok: true })
    const { getMemberOrders } = await import('@/lib/data/dashboard')
    const [shown] = await getMemberOrders(harness.clients.user, STUDENT_ID)
    expect(shown).toMatchObject({ id: order.id, status: 'quoted', currency: 'GBP' })
    expect(Number(shown!.price)).toBe(72.4)
    expect(shown!.order_status_history.at(-1)?.note).toBe(
      'Revised quote: 72.40 GBP (was 50.00 USD)',
    )
  })

  it.each(['paid', 'in_progress', 'delivered', 'completed', 'cancelled'] as const)(
    'refuses to revise a %s order and keeps its price',
    async (status) => {
      const order = await placeOrder(status)
      const before = await history(order.id)
      await actAs('admin')
      const label = status === 'in_progress' ? 'in progress' : status
      expect(await reviseQuote(revision(order.id))).toEqual({
        ok: false,
        error: `This order is now ${label}, so its quote can no longer be revised. Reload the page to see where it is now.`,
      })
      expect(await stored(order.id)).toEqual({ status, price: '50.00', currency: 'USD' })
      expect(await history(order.id)).toEqual(before)
      expect(await studentMail()).toEqual([])
    },
  )

  it('refuses when the student cancelled, or the order was marked paid, since the page loaded', async () => {
    const declined = await placeOrder()
    const accepted = await placeOrder()
    // The student declines the quote from their dashboard; another admin records a payment.
    const cancel = await harness.clients.user
      .from('orders')
      .update({ status: 'cancelled' })
      .eq('id', declined.id)
    expect(cancel.error).toBeNull()
    const paid = await harness.clients.admin
      .from('orders')
      .update({ status: 'paid' })
      .eq('id', accepted.id)
    expect(paid.error).toBeNull()

    await actAs('admin')
    expect(await reviseQuote(revision(declined.id))).toMatchObject({
      ok: false,
      error: expect.stringContaining('This order is now cancelled'),
    })
    expect(await reviseQuote(revision(accepted.id))).toMatchObject({
      ok: false,
      error: expect.stringContaining('This order is now paid'),
    })
    expect(await stored(declined.id)).toEqual({
      status: 'cancelled',
      price: '50.00',
      currency: 'USD',
    })
    expect(await stored(accepted.id)).toEqual({ status: 'paid', price: '50.00', currency: 'USD' })
    expect(await studentMail()).toEqual([])
  })

  it('does not overwrite a revision another admin made since the page loaded', async () => {
    const order = await placeOrder()
    await actAs('admin')
    // Two admins opened the order at 50 USD; the first revision wins.
    expect(await reviseQuote(revision(order.id, { price: '60', currency: 'USD' }))).toMatchObject({
      ok: true,
    })
    expect(await reviseQuote(revision(order.id, { price: '70', currency: 'USD' }))).toEqual({
      ok: false,
      error:
        'The quote was changed to US$60.00 since this page was loaded. Reload the page and check it before revising.',
    })
    expect(await stored(order.id)).toEqual({ status: 'quoted', price: '60.00', currency: 'USD' })
    expect(await studentMail()).toHaveLength(1)
    // From the quote as it is now, a further revision goes through.
    expect(
      await reviseQuote(revision(order.id, { price: '70', currency: 'USD', quotedPrice: 60 })),
    ).toMatchObject({ ok: true })
    expect(await stored(order.id)).toMatchObject({ price: '70.00' })
  })

  it('says so for an order deleted meanwhile', async () => {
    await actAs('admin')
    expect(await reviseQuote(revision('00000000-0000-4000-8000-000000000000'))).toEqual({
      ok: false,
      error: 'This order no longer exists.',
    })
  })

  it.each([
    ['no price', { price: '' }, 'price', 'Enter the price.'],
    [
      'a price in words',
      { price: 'sixty' },
      'price',
      'Enter the price in figures, such as 45 or 45.50.',
    ],
    [
      'a hexadecimal price',
      { price: '0x10' },
      'price',
      'Enter the price in figures, such as 45 or 45.50.',
    ],
    [
      'a negative price',
      { price: '-5' },
      'price',
      'Enter the price in figures, such as 45 or 45.50.',
    ],
    ['a zero price', { price: '0' }, 'price', 'Enter a price above zero.'],
    ['three decimal places', { price: '60.125' }, 'price', 'Use at most two decimal places.'],
    ['a price of 100,000,000', { price: '100000000' }, 'price', 'Enter a price below 100,000,000.'],
    ['an unknown currency', { currency: 'XYZ' }, 'currency', 'Choose a currency.'],
    [
      'the price already quoted',
      { price: '50.00', currency: 'USD' },
      'price',
      'That is the price already quoted. Enter the new price or choose another currency.',
    ],
  ] as const)(
    'refuses %s with a field error and changes nothing',
    async (_case, change, field, message) => {
      const order = await placeOrder()
      await actAs('admin')
      const result = await reviseQuote(revision(order.id, change as Partial<ReviseQuoteInput>))
      expect(result).toMatchObject({ ok: false, fieldErrors: { [field]: [message] } })
      expect(await stored(order.id)).toEqual({ status: 'quoted', price: '50.00', currency: 'USD' })
      expect(await studentMail()).toEqual([])
    },
  )
})

describe('guard_order_update on the price, straight through REST', () => {
  it('refuses a student’s price change, even a PATCH over every row, and changes no row', async () => {
    const own = await placeOrder('quoted')
    const ownPending = await placeOrder('pending', null)
    const ownPaid = await placeOrder('paid')
    const victim = await placeOrder('quoted', 50, MEMBER_ID)
    const orders = [own, ownPending, ownPaid, victim]
    const rows = async () => Promise.all(orders.map(async (order) => stored(order.id)))
    const before = await rows()
    expect(before.map((row) => row?.price)).toEqual(['50.00', null, '50.00', '50.00'])

    const student = harness.clients.user
    // A PATCH with no filter at all is refused before it runs (pg-safeupdate, as on Supabase);
    // one whose filter matches every row reaches the policies and the guard.
    const unfiltered = await student.from('orders').update({ price: 1 })
    expect(unfiltered.error).toMatchObject({ code: '21000' })
    for (const change of [{ price: 1 }, { currency: 'GBP' }, { price: 1, status: 'cancelled' }]) {
      const everyRow = await student.from('orders').update(change).not('id', 'is', null)
      expect(everyRow.error).toMatchObject({ code: '42501', hint: 'order_students_cancel_only' })
      const ownRow = await student.from('orders').update(change).eq('id', own.id)
      expect(ownRow.error).toMatchObject({ code: '42501', hint: 'order_students_cancel_only' })
    }
    // Another student's order, and an own order once paid, are out of the student's reach.
    for (const order of [victim, ownPaid]) {
      const refused = await student.from('orders').update({ price: 1 }).eq('id', order.id).select()
      expect(refused).toMatchObject({ error: null, data: [] })
    }
    expect(await rows()).toEqual(before)
  })

  it.each([
    ['price', { price: 40 }],
    ['currency', { currency: 'GBP' }],
    ['price and currency', { price: 40, currency: 'GBP' }],
  ])(
    'refuses an admin’s %s change on a pending order, which keeps no price',
    async (_case, change) => {
      const order = await placeOrder('pending', null)
      const before = await history(order.id)
      const { error } = await harness.clients.admin.from('orders').update(change).eq('id', order.id)
      expect(error).toMatchObject({ code: '23514', hint: 'order_price_with_quote' })
      expect(await stored(order.id)).toEqual({ status: 'pending', price: null, currency: 'USD' })
      expect(await history(order.id)).toEqual(before)
    },
  )

  it('refuses an admin’s bulk price change, with no filter at all or one matching every row', async () => {
    const orders = [
      await placeOrder('pending', null),
      await placeOrder('pending', null, MEMBER_ID),
      await placeOrder('quoted'),
    ]
    const rows = async () => Promise.all(orders.map(async (order) => stored(order.id)))
    const before = await rows()
    const admin = harness.clients.admin

    // Through REST a PATCH with no filter is refused before it runs (pg-safeupdate); in SQL the
    // same update without a WHERE clause reaches the guard.
    expect((await admin.from('orders').update({ price: 1 })).error).toMatchObject({ code: '21000' })
    const everyRow = await admin.from('orders').update({ price: 1 }).not('id', 'is', null)
    expect(everyRow.error).toMatchObject({ code: '23514', hint: 'order_price_with_quote' })
    const asAdmin = { role: 'authenticated', claims: { sub: ADMIN_ID, aud: 'authenticated' } }
    for (const set of ['price = 1', `currency = 'GBP'`]) {
      await expect(
        withRole(harness.local.pg, asAdmin, (tx) => tx.exec(`update public.orders set ${set}`)),
      ).rejects.toMatchObject({ code: '23514', hint: 'order_price_with_quote' })
    }
    expect(await rows()).toEqual(before)
    expect(before.map((row) => row?.price)).toEqual([null, null, '50.00'])
  })

  it('lets an admin price a pending order by quoting it, then revise the quote', async () => {
    const order = await placeOrder('pending', null)
    const admin = harness.clients.admin
    const quoted = await admin
      .from('orders')
      .update({ status: 'quoted', price: 40, currency: 'GBP' })
      .eq('id', order.id)
    expect(quoted.error).toBeNull()
    const revised = await admin.from('orders').update({ price: 45 }).eq('id', order.id)
    expect(revised.error).toBeNull()
    expect(await stored(order.id)).toEqual({ status: 'quoted', price: '45.00', currency: 'GBP' })
    expect((await history(order.id)).slice(-2)).toEqual([
      {
        from_status: 'pending',
        to_status: 'quoted',
        note: 'Quote: 40.00 GBP',
        changed_by: ADMIN_ID,
      },
      {
        from_status: 'quoted',
        to_status: 'quoted',
        note: 'Revised quote: 45.00 GBP (was 40.00 GBP)',
        changed_by: ADMIN_ID,
      },
    ])
  })

  it('lets an admin revise a quoted order, the history recording it', async () => {
    const order = await placeOrder()
    const { error } = await harness.clients.admin
      .from('orders')
      .update({ price: 55.5 })
      .eq('id', order.id)
    expect(error).toBeNull()
    expect(await stored(order.id)).toEqual({ status: 'quoted', price: '55.50', currency: 'USD' })
    expect((await history(order.id)).at(-1)).toEqual({
      from_status: 'quoted',
      to_status: 'quoted',
      note: 'Revised quote: 55.50 USD (was 50.00 USD)',
      changed_by: ADMIN_ID,
    })
  })

  it.each([
    ['reprice a paid order', 'paid', { price: 1 }, 'order_price_fixed'],
    ['change a paid order’s currency', 'paid', { currency: 'GBP' }, 'order_price_fixed'],
    ['reprice an order in progress', 'in_progress', { price: 1 }, 'order_price_fixed'],
    ['reprice a cancelled order', 'cancelled', { price: 1 }, 'order_price_fixed'],
    ['reprice while marking paid', 'quoted', { status: 'paid', price: 1 }, 'order_price_fixed'],
    [
      'reprice while cancelling',
      'quoted',
      { status: 'cancelled', cancellation_reason: 'Too dear', price: 1 },
      'order_price_fixed',
    ],
    ['take the price off a quote', 'quoted', { price: null }, 'order_quote_price'],
  ])('refuses an admin’s attempt to %s', async (_case, status, change, hint) => {
    const order = await placeOrder(status)
    const before = await history(order.id)
    const { error } = await harness.clients.admin.from('orders').update(change).eq('id', order.id)
    expect(error).toMatchObject({ code: '23514', hint })
    expect(await stored(order.id)).toEqual({ status, price: '50.00', currency: 'USD' })
    expect(await history(order.id)).toEqual(before)
  })
})
