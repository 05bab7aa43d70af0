import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { changeOrderStatusAction } from '@/lib/actions/admin/orders/change-order-status'

import {
  accounts,
  actAs,
  ADMIN_ID,
  adminSuite,
  itRefusesNonAdmins,
  MEMBER_ID,
  routeRefusals,
  STUDENT_ID,
} from './harness'

const harness = adminSuite()
let changeStatus: typeof changeOrderStatusAction

beforeAll(async () => {
  changeStatus = (await import('@/lib/actions/admin/orders/change-order-status'))
    .changeOrderStatusAction
})

async function placeOrder(status = 'pending', price: number | null = null) {
  const [order] = await harness.seed('orders', {
    student_id: STUDENT_ID,
    subject: 'Statistics',
    academic_level: 'undergraduate',
    brief: 'Regression help',
    deadline: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    status,
    price,
    academic_integrity_acknowledged: true,
  })
  return { id: order!.id, order_number: order!.order_number }
}

async function stored(id: string) {
  const { rows } = await harness.local.pg.query<{
    status: string
    price: string | null
    currency: string
    cancellation_reason: string | null
  }>('select status, price, currency, cancellation_reason from public.orders where id = $1', [id])
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

beforeEach(async () => {
  await harness.local.pg.exec('delete from public.orders; delete from public.audit_log')
  await harness.mail.clear()
})

describe('changeOrderStatusAction', () => {
  itRefusesNonAdmins('is refused for %s and changes nothing', {
    arrange: () => placeOrder(),
    calls: (order) => [
      changeStatus({ orderId: order.id, status: 'quoted', price: 100, currency: 'USD' }),
    ],
    unchanged: async (order) => {
      expect(await stored(order.id)).toMatchObject({ status: 'pending', price: null })
      expect(await harness.mail.list(accounts.user.email)).toEqual([])
    },
  })

  it('says so for an order deleted meanwhile', async () => {
    await actAs('admin')
    expect(
      await changeStatus({ orderId: '00000000-0000-4000-8000-000000000000', status: 'completed' }),
    ).toEqual({ ok: false, error: 'This order no longer exists.' })
  })

  it('refuses a step the order has already taken, from a stale tab or a second click', async () => {
    const order = await placeOrder()
    await actAs('admin')
    const quote = { orderId: order.id, status: 'quoted', price: 50, currency: 'USD' } as const
    expect(await changeStatus(quote)).toMatchObject({ ok: true })
    const again = {
      ok: false,
      error: 'This order has already moved to that status. Reload the page to see where it is now.',
    }
    expect(await changeStatus({ ...quote, price: 999 })).toEqual(again)
    expect(await changeStatus({ orderId: order.id, status: 'paid' })).toMatchObject({ ok: true })
    expect(await changeStatus({ orderId: order.id, status: 'paid' })).toEqual(again)
    expect(await stored(order.id)).toMatchObject({ status: 'paid', price: '50.00' })
    expect(await harness.mail.list(accounts.user.email)).toHaveLength(2)
  })

  it('walks an order from quote to completed, emailing the student at each step', async () => {
    const order = await placeOrder()
    await actAs('admin')
    expect(
      await changeStatus({ orderId: order.id, status: 'quoted', price: 120.5, currency: 'GBP' }),
    ).toEqual({ ok: true, data: { status: 'quoted', mailed: true } })
    expect(await stored(order.id)).toMatchObject({
      status: 'quoted',
      price: '120.50',
      currency: 'GBP',
    })
    const quoteMail = await harness.mail.latest(accounts.user.email)
    expect(quoteMail.subject).toBe(`Your order ${order.order_number} is now quoted`)
    expect(quoteMail.text).toContain('Quote: £120.50')

    for (const status of ['paid', 'in_progress', 'delivered', 'completed'] as const) {
      expect(await changeStatus({ orderId: order.id, status })).toMatchObject({ ok: true })
      expect((await stored(order.id))?.status).toBe(status)
    }
    const completedMail = await harness.mail.latest(accounts.user.email)
    expect(completedMail.subject).toBe(`Your order ${order.order_number} is now completed`)
    // The quote is news only in the quote's own mail.
    expect(completedMail.text).not.toContain('Quote:')
    expect(await harness.mail.list(accounts.user.email)).toHaveLength(5)
    expect(await history(order.id)).toEqual([
      { from_status: null, to_status: 'pending', note: null, changed_by: STUDENT_ID },
      {
        from_status: 'pending',
        to_status: 'quoted',
        note: 'Quote: 120.50 GBP',
        changed_by: ADMIN_ID,
      },
      { from_status: 'quoted', to_status: 'paid', note: null, changed_by: ADMIN_ID },
      { from_status: 'paid', to_status: 'in_progress', note: null, changed_by: ADMIN_ID },
      { from_status: 'in_progress', to_status: 'delivered', note: null, changed_by: ADMIN_ID },
      { from_status: 'delivered', to_status: 'completed', note: null, changed_by: ADMIN_ID },
    ])
  })

  it('writes an audit row with the admin as actor', async () => {
    const order = await placeOrder()
    await actAs('admin')
    await changeStatus({ orderId: order.id, status: 'quoted', price: 80, currency: 'USD' })
    const updates = (await harness.auditLog('orders', order.id))
      .filter(({ action }) => action === 'UPDATE')
      .map(({ actor_id, action, before, after }) => ({
        actor_id,
        action,
        before: before?.status,
        after: after?.status,
      }))
    expect(updates).toEqual([
      { actor_id: ADMIN_ID, action: 'UPDATE', before: 'pending', after: 'quoted' },
    ])
  })

  it('cancels an open order with the reason, mailed to the student and kept in the history', async () => {
    const order = await placeOrder('paid', 40)
    await actAs('admin')
    const result = await changeStatus({
      orderId: order.id,
      status: 'cancelled',
      reason: 'The tutor for this module is unavailable.',
    })
    expect(result).toMatchObject({ ok: true })
    expect(await stored(order.id)).toMatchObject({
      status: 'cancelled',
      cancellation_reason: 'The tutor for this module is unavailable.',
    })
    expect((await harness.mail.latest(accounts.user.email)).text).toContain(
      'Reason: The tutor for this module is unavailable.',
    )
    expect((await history(order.id)).at(-1)).toMatchObject({
      to_status: 'cancelled',
      note: 'The tutor for this module is unavailable.',
    })
  })

  it('cancels a pending order without touching its price, which stays unset', async () => {
    const order = await placeOrder()
    await actAs('admin')
    const result = await changeStatus({
      orderId: order.id,
      status: 'cancelled',
      reason: 'The student asked us to by email.',
    })
    expect(result).toEqual({ ok: true, data: { status: 'cancelled', mailed: true } })
    expect(await stored(order.id)).toEqual({
      status: 'cancelled',
      price: null,
      currency: 'USD',
      cancellation_reason: 'The student asked us to by email.',
    })
  })

  it.each([
    ['a quote without a price', { status: 'quoted', currency: 'USD' }, 'price'],
    ['a negative price', { status: 'quoted', price: -5, currency: 'USD' }, 'price'],
    ['three decimal places', { status: 'quoted', price: 1.234, currency: 'USD' }, 'price'],
    ['an unknown currency', { status: 'quoted', price: 5, currency: 'XYZ' }, 'currency'],
    ['a cancellation without a reason', { status: 'cancelled', reason: ' ' }, 'reason'],
  ])('refuses %s with a field error', async (_case, change, field) => {
    const order = await placeOrder()
    await actAs('admin')
    const result = await changeStatus({ orderId: order.id, ...change })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.fieldErrors?.[field]?.length).toBeGreaterThan(0)
    expect((await stored(order.id))?.status).toBe('pending')
  })

  it.each([
    ['pending', 'paid'],
    ['quoted', 'delivered'],
    ['completed', 'in_progress'],
  ] as const)('refuses the illegal step %s → %s (the database says no)', async (from, to) => {
    const order = await placeOrder(from, from === 'pending' ? null : 50)
    await actAs('admin')
    const result = await changeStatus({ orderId: order.id, status: to })
    expect(result).toEqual({
      ok: false,
      error: 'This order cannot move to that status from where it is now.',
    })
    expect((await stored(order.id))?.status).toBe(from)
    expect(await harness.mail.list(accounts.user.email)).toEqual([])
  })
})

describe('the workflow in SQL, straight through REST as an admin', () => {
  it.each([
    ['pending → paid', 'pending', { status: 'paid' }, 'order_transition'],
    ['pending → completed', 'pending', { status: 'completed' }, 'order_transition'],
    ['quoted → in_progress', 'quoted', { status: 'in_progress' }, 'order_transition'],
    ['cancelled → pending', 'cancelled', { status: 'pending' }, 'order_transition'],
    [
      'completed → cancelled',
      'completed',
      { status: 'cancelled', cancellation_reason: 'x' },
      'order_transition',
    ],
    ['quote without a price', 'pending', { status: 'quoted' }, 'order_quote_price'],
    ['cancel without a reason', 'quoted', { status: 'cancelled' }, 'order_cancel_reason'],
    ['reprice after payment', 'paid', { price: 1 }, 'order_price_fixed'],
    ['price a pending order without quoting it', 'pending', { price: 1 }, 'order_price_with_quote'],
  ])('refuses %s', async (_case, from, change, hint) => {
    const order = await placeOrder(from, from === 'pending' ? null : 50)
    const client = harness.clients.admin
    const { error } = await client.from('orders').update(change).eq('id', order.id)
    expect(error).toMatchObject({ code: '23514', hint })
    expect((await stored(order.id))?.status).toBe(from)
  })

  it('allows each legal step', async () => {
    const order = await placeOrder()
    const client = harness.clients.admin
    for (const change of [
      { status: 'quoted', price: 10 },
      { status: 'paid' },
      { status: 'in_progress' },
      { status: 'delivered' },
      { status: 'completed' },
    ]) {
      const { error } = await client.from('orders').update(change).eq('id', order.id)
      expect(error).toBeNull()
    }
  })
})

describe('GET /admin/orders/export', () => {
  async function exportCsv(query = '') {
    const { GET } = await import('@/app/admin/orders/export/route')
    const { NextRequest } = await import('next/server')
    return GET(new NextRequest(`http://localhost:3000/admin/orders/export${query}`))
  }

  /** The order numbers of an export, in the file's order. */
  async function exportedNumbers(query: string) {
    const lines = (await (await exportCsv(query)).text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n')
    return lines.slice(1).map((line) => line.split(',')[0])
  }

  /** The order numbers the list page shows for the same URL query, oldest first. */
  async function listedNumbers(query: string) {
    const { parseListParams } = await import('@/lib/data/admin/list-params')
    const { orderListSpec } = await import('@/lib/data/admin/order-query')
    const { listOrders, parseOrderFilters } = await import('@/lib/data/admin/orders')
    const record = Object.fromEntries(new URLSearchParams(query))
    const page = await listOrders(
      {
        ...parseListParams(orderListSpec, record),
        pageSize: 100,
        sort: 'created_at',
        direction: 'asc',
      },
      parseOrderFilters(record),
    )
    return page.rows.map((row) => row.order_number)
  }

  it.each(routeRefusals)('answers %s with %i', async (who, status) => {
    await placeOrder()
    await actAs(who)
    expect((await exportCsv()).status).toBe(status)
  })

  it('streams the filtered orders with the student, oldest first', async () => {
    const a = await placeOrder()
    const b = await placeOrder('quoted', 25)
    await placeOrder('paid', 30)
    await actAs('admin')
    const all = await (await exportCsv()).text()
    const lines = all
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n')
    expect(lines[0]).toBe(
      'Order number,Requested at,Status,Service,Subject,Student name,Student email,Deadline,Price,Currency',
    )
    expect(lines).toHaveLength(4)
    expect(lines[1]).toContain(`${a.order_number},`)
    expect(lines[1]).toContain('Sam Student,student@scholarlysupport.co')

    const quoted = await (await exportCsv('?status=quoted')).text()
    expect(quoted).toContain(b.order_number)
    expect(quoted.trim().split('\n')).toHaveLength(2)

    const searched = await (await exportCsv(`?q=${encodeURIComponent('student@scholarly')}`)).text()
    expect(searched.trim().split('\n')).toHaveLength(4)
    const none = await (await exportCsv('?from=2000-01-01&to=2000-01-02')).text()
    expect(none.trim().split('\n')).toHaveLength(1)
  })

  it('exports exactly the orders the list shows, for every filter the list honours', async () => {
    const { rows: services } = await harness.local.pg.query<{ id: string }>(
      'select id from public.services order by title limit 2',
    )
    const [first, second] = services.map((service) => service.id)
    type Placed = { subject: string; status: string; price: number | null; createdAt: string }
    const order = async (student: string, service: string | null, placed: Placed) => {
      const [row] = await harness.seed('orders', {
        student_id: student,
        service_id: service,
        subject: placed.subject,
        academic_level: 'undergraduate',
        brief: 'A brief',
        deadline: new Date(Date.now() + 5 * 86_400_000).toISOString(),
        status: placed.status,
        price: placed.price,
        academic_integrity_acknowledged: true,
      })
      await harness.local.pg.query('update public.orders set created_at = $2 where id = $1', [
        row!.id,
        placed.createdAt,
      ])
      return row!.order_number
    }
    // In Sydney (UTC+11 in March), 10:00 UTC on 1 March is still 1 March; 14:30 UTC is 2 March.
    const early = await order(STUDENT_ID, first!, {
      subject: 'Statistics',
      status: 'pending',
      price: null,
      createdAt: '2026-03-01T10:00:00Z',
    })
    const late = await order(MEMBER_ID, second!, {
      subject: 'Thermodynamics',
      status: 'quoted',
      price: 40,
      createdAt: '2026-03-01T14:30:00Z',
    })
    const later = await order(MEMBER_ID, first!, {
      subject: 'Statistics 100%',
      status: 'quoted',
      price: 55,
      createdAt: '2026-03-05T09:00:00Z',
    })
    const latest = await order(STUDENT_ID, null, {
      subject: 'Organic chemistry',
      status: 'paid',
      price: 70,
      createdAt: '2026-03-09T09:00:00Z',
    })
    await harness.local.pg.query(
      `update public.profiles set time_zone = 'Australia/Sydney' where user_id = $1`,
      [ADMIN_ID],
    )
    try {
      await actAs('admin')
      const cases: [query: string, expected: string[]][] = [
        ['', [early, late, later, latest]],
        ['status=quoted', [late, later]],
        [`service=${first}`, [early, later]],
        ['from=2026-03-02&to=2026-03-05', [late, later]],
        ['from=2026-03-02', [late, later, latest]],
        ['to=2026-03-01', [early]],
        [`q=${late}`, [late]],
        [`q=${later.toLowerCase()}`, [later]],
        [`q=${latest.slice(-6)}`, [latest]],
        ['q=thermo', [late]],
        ['q=100%25', [later]],
        ['q=maya', [late, later]],
        ['q=student%40scholarly', [early, latest]],
        [`q=statistics&status=quoted&service=${first}&from=2026-03-05&to=2026-03-05`, [later]],
      ]
      for (const [query, expected] of cases) {
        expect({ query, rows: await exportedNumbers(`?${query}`) }).toEqual({
          query,
          rows: expected,
        })
        expect({ query, rows: await listedNumbers(query) }).toEqual({ query, rows: expected })
      }
    } finally {
      await harness.local.pg.query(
        'update public.profiles set time_zone = null where user_id = $1',
        [ADMIN_ID],
      )
    }
  })

  it('reads keyset batches that cover every row exactly once, equal request times included', async () => {
    const placed = []
    for (let n = 0; n < 7; n++) placed.push(await placeOrder())
    // Four orders in the same microsecond (one transaction's now()), the rest around them.
    const times = [
      '2026-03-01T10:00:00.000001Z',
      '2026-03-01T10:00:00.123456Z',
      '2026-03-01T10:00:00.123456Z',
      '2026-03-01T10:00:00.123456Z',
      '2026-03-01T10:00:00.123456Z',
      '2026-03-01T10:00:00.123457Z',
      '2026-03-02T00:00:00Z',
    ]
    for (const [n, { id }] of placed.entries()) {
      await harness.local.pg.query('update public.orders set created_at = $2 where id = $1', [
        id,
        times[n],
      ])
    }
    const { rows: expected } = await harness.local.pg.query<{ id: string }>(
      'select id from public.orders order by created_at, id',
    )
    const { keysetBatches } = await import('@/lib/csv/csv-download')
    const { orderExportBatches, orderExportKey } = await import('@/lib/data/admin/order-query')
    for (const size of [1, 2, 3]) {
      const batches: string[][] = []
      for await (const batch of keysetBatches(
        orderExportBatches(harness.clients.admin, { search: null }, size),
        orderExportKey,
      )) {
        batches.push(batch.map((row) => row.id))
      }
      expect(batches.every((batch) => batch.length <= size)).toBe(true)
      expect(batches.flat()).toEqual(expected.map((row) => row.id))
    }
  })

  it('admin_export_orders is for admins only and checks its batch arguments', async () => {
    await placeOrder()
    expect((await harness.anon.rpc('admin_export_orders')).error?.code).toBe('42501')
    expect((await harness.clients.user.rpc('admin_export_orders')).error?.code).toBe('42501')
    const admin = harness.clients.admin
    expect((await admin.rpc('admin_export_orders')).data).toHaveLength(1)
    for (const batch_size of [0, 1001]) {
      expect((await admin.rpc('admin_export_orders', { batch_size })).error?.code).toBe('22023')
    }
    const halfKey = await admin.rpc('admin_export_orders', {
      after_created_at: new Date().toISOString(),
    })
    expect(halfKey.error?.code).toBe('22023')
  })
})

describe('the orders list and its total', () => {
  const params = {
    page: 1,
    pageSize: 25,
    sort: 'created_at' as const,
    direction: 'desc' as const,
    search: '',
    filters: {},
  }

  it('pages the filtered orders with the student embedded, and counts them', async () => {
    const a = await placeOrder()
    await placeOrder('quoted', 25)
    await placeOrder('paid', 30)
    await actAs('admin')
    const { listOrders } = await import('@/lib/data/admin/orders')
    const all = await listOrders(params, {})
    expect(all.total).toBe(3)
    expect(all.rows[0]?.profiles).toEqual({ email: accounts.user.email, full_name: 'Sam Student' })
    const quoted = await listOrders({ ...params, filters: { status: 'quoted' } }, {})
    expect(quoted).toMatchObject({ total: 1, rows: [{ status: 'quoted' }] })
    const byNumber = await listOrders({ ...params, search: a.order_number }, {})
    expect(byNumber.rows.map((row) => row.id)).toEqual([a.id])
    expect(byNumber.total).toBe(1)
    const byStudent = await listOrders({ ...params, search: 'sam student' }, {})
    expect(byStudent.total).toBe(3)
  })

  it('takes the request dates as whole days in the admin’s time zone', async () => {
    const late = await placeOrder()
    await placeOrder()
    // 14:30 UTC on 1 March is 01:30 on 2 March in Sydney (UTC+11 in March).
    await harness.local.pg.query(
      `update public.orders set created_at = '2026-03-01T14:30:00Z' where id = $1`,
      [late.id],
    )
    await harness.local.pg.query(
      `update public.profiles set time_zone = 'Australia/Sydney' where user_id = $1`,
      [ADMIN_ID],
    )
    try {
      await actAs('admin')
      const { listOrders } = await import('@/lib/data/admin/orders')
      const onDay = (day: string) => listOrders(params, { from: day, to: day })
      expect((await onDay('2026-03-02')).rows.map((row) => row.id)).toEqual([late.id])
      expect((await onDay('2026-03-01')).total).toBe(0)
    } finally {
      await harness.local.pg.query(
        'update public.profiles set time_zone = null where user_id = $1',
        [ADMIN_ID],
      )
    }
  })

  it('searches the students by name or email through admin_students_matching; admins only', async () => {
    const admin = harness.clients.admin
    const matching = async (search: string, max_matches?: number) => {
      const { data, error } = await admin.rpc('admin_students_matching', { search, max_matches })
      expect(error).toBeNull()
      return [...(data ?? [])].sort()
    }
    expect(await matching('SAM stud')).toEqual([STUDENT_ID])
    expect(await matching('  member@scholarly ')).toEqual([MEMBER_ID])
    expect(await matching('@scholarlysupport.co')).toEqual([ADMIN_ID, MEMBER_ID, STUDENT_ID].sort())
    // % and _ match only themselves, and a blank term names nobody.
    expect(await matching('%')).toEqual([])
    expect(await matching('sam_student')).toEqual([])
    expect(await matching('   ')).toEqual([])
    // A term matching more accounts than allowed is too broad to be a student lookup.
    expect(await matching('@scholarlysupport.co', 3)).toHaveLength(3)
    expect(await matching('@scholarlysupport.co', 2)).toEqual([])
    const tooMany = await admin.rpc('admin_students_matching', { search: 'sam', max_matches: 1001 })
    expect(tooMany.error?.code).toBe('22023')
    for (const refused of [harness.anon, harness.clients.user]) {
      const { error } = await refused.rpc('admin_students_matching', { search: 'sam' })
      expect(error?.code).toBe('42501')
    }
  })

  it('matches a search against order numbers, subjects and the student, the total too', async () => {
    const statistics = await placeOrder()
    const [law] = await harness.seed('orders', {
      student_id: MEMBER_ID,
      subject: 'Contract law',
      academic_level: 'undergraduate',
      brief: 'Consideration',
      deadline: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      academic_integrity_acknowledged: true,
    })
    await actAs('admin')
    const { listOrders } = await import('@/lib/data/admin/orders')
    const found = async (search: string) => {
      const list = await listOrders({ ...params, search }, {})
      expect(list.total).toBe(list.rows.length)
      return list.rows.map((row) => row.id).sort()
    }
    expect(await found('contract')).toEqual([law!.id])
    expect(await found('maya')).toEqual([law!.id])
    expect(await found('student@scholarly')).toEqual([statistics.id])
    expect(await found(statistics.order_number.slice(3))).toEqual([statistics.id])
    expect(await found('@scholarlysupport.co')).toEqual([statistics.id, law!.id].sort())
    expect(await found('nobody-matches-this')).toEqual([])
  })

  it('counts exactly up to the cap and estimates beyond it; admins only', async () => {
    await placeOrder()
    await placeOrder()
    await placeOrder()
    const admin = harness.clients.admin
    expect((await admin.rpc('admin_count_orders', { cap: 5 })).data).toBe(3)
    expect((await admin.rpc('admin_count_orders', { cap: 1 })).data).toBeGreaterThanOrEqual(2)
    expect((await harness.anon.rpc('admin_count_orders')).error?.code).toBe('42501')
    expect((await harness.clients.user.rpc('admin_count_orders')).error?.code).toBe('42501')
  })

  it('pages in every sort the list offers, unquoted orders last by price; admins only', async () => {
    const cheap = await placeOrder('quoted', 25)
    const dear = await placeOrder('quoted', 90)
    const unquoted = await placeOrder()
    const admin = harness.clients.admin
    const ids = async (args: Record<string, string | number>) =>
      ((await admin.rpc('admin_list_orders', args)).data ?? []).map((row) => row.id)
    for (const direction of ['asc', 'desc']) {
      const byPrice = await ids({ sort_column: 'price', sort_direction: direction })
      expect(byPrice.at(-1)).toBe(unquoted.id)
      expect(byPrice.slice(0, 2)).toEqual(
        direction === 'asc' ? [cheap.id, dear.id] : [dear.id, cheap.id],
      )
    }
    for (const column of ['order_number', 'created_at', 'deadline', 'status']) {
      expect(await ids({ sort_column: column, sort_direction: 'asc', page_size: 3 })).toHaveLength(
        3,
      )
    }
    expect(await ids({ page_size: 2, page_offset: 2 })).toHaveLength(1)
    const refused = await admin.rpc('admin_list_orders', { sort_column: 'brief; drop table x' })
    expect(refused.error?.code).toBe('22023')
    expect((await admin.rpc('admin_list_orders', { page_size: 0 })).error?.code).toBe('22023')
    expect((await harness.anon.rpc('admin_list_orders')).error?.code).toBe('42501')
    expect((await harness.clients.user.rpc('admin_list_orders')).error?.code).toBe('42501')
  })
})
