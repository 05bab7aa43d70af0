import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type * as Audit from '@/lib/data/admin/audit'
import type { ListParams } from '@/lib/data/admin/list-params'
import type * as OrderQuery from '@/lib/data/admin/order-query'
import type { OrderExtraFilters, OrderListParams } from '@/lib/data/admin/order-query'
import type * as Orders from '@/lib/data/admin/orders'
import type * as Security from '@/lib/data/admin/security'
import type { AuditListParams } from '@/lib/data/admin/security'
import type * as Students from '@/lib/data/admin/students'
import type { StudentListParams } from '@/lib/data/admin/students'
import type { TablesInsert } from '@/lib/supabase/database.types'

import { noSession } from '../../../support/supabase-local-harness'
import { withoutGrant } from '../../../support/without-grant'
import {
  accounts,
  actAs,
  ADMIN_ID,
  adminSuite,
  failsWithout as failsWithoutFor,
  MEMBER_ID,
  STUDENT_ID,
  type Client,
} from './harness'

// The admin reads of orders, students, the security page and the audit trail: every field they
// return, their order, and the error each names when the database refuses it.
const harness = adminSuite()
let orders: typeof Orders
let orderQuery: typeof OrderQuery
let security: typeof Security
let audit: typeof Audit
let students: typeof Students

beforeAll(async () => {
  ;[orders, orderQuery, security, audit, students] = await Promise.all([
    import('@/lib/data/admin/orders'),
    import('@/lib/data/admin/order-query'),
    import('@/lib/data/admin/security'),
    import('@/lib/data/admin/audit'),
    import('@/lib/data/admin/students'),
  ])
})

const failsWithout = (privilege: string, what: string, read: () => Promise<unknown>) =>
  failsWithoutFor(harness, privilege, what, read)

/** Runs `run` with the admin's profile in this time zone, then clears it. */
async function inAdminTimeZone(zone: string, run: () => Promise<void>) {
  await harness.local.pg.query('update public.profiles set time_zone = $2 where user_id = $1', [
    ADMIN_ID,
    zone,
  ])
  try {
    await run()
  } finally {
    await harness.local.pg.query('update public.profiles set time_zone = null where user_id = $1', [
      ADMIN_ID,
    ])
  }
}

// A past day, so the entries the seed and the other tests write now stay out of the ranges read.
const DAY = '2024-06-10'
const at = (time: string, day = DAY) => `${day}T${time}:00+00:00`

/** One audit entry written as the trigger would, at a chosen time; its id. */
async function logChange(entry: {
  actor_id?: string | null
  actor_role?: string | null
  table_name: string
  row_id?: string | null
  action: 'INSERT' | 'UPDATE' | 'DELETE'
  before?: Record<string, unknown> | null
  after?: Record<string, unknown> | null
  created_at: string
}): Promise<number> {
  const { rows } = await harness.local.pg.query<{ id: number }>(
    `insert into public.audit_log (actor_id, actor_role, table_name, row_id, action, before, after, created_at)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8) returning id::int`,
    [
      entry.actor_id ?? null,
      entry.actor_role ?? 'authenticated',
      entry.table_name,
      entry.row_id ?? null,
      entry.action,
      entry.before ? JSON.stringify(entry.before) : null,
      entry.after ? JSON.stringify(entry.after) : null,
      entry.created_at,
    ],
  )
  return rows[0]!.id
}

async function setSearchCap(cap: number) {
  await harness.local.pg.exec(
    `create or replace function private.admin_search_cap() returns integer language sql immutable set search_path = '' as $$ select ${cap} $$`,
  )
}

async function placeOrder(order: Partial<TablesInsert<'orders'>> = {}) {
  const [row] = await harness.seed('orders', {
    student_id: STUDENT_ID,
    subject: 'Statistics',
    academic_level: 'undergraduate',
    brief: 'Regression help',
    deadline: '2026-04-01T12:00:00+00:00',
    academic_integrity_acknowledged: true,
    ...order,
  })
  return row!
}

/** Page 1 of 25 newest first, no search, no filters: each list's default, with these changes. */
function listParams<Params extends ListParams>(changes: Partial<Params> = {}): Params {
  return {
    page: 1,
    pageSize: 25,
    sort: 'created_at',
    direction: 'desc',
    search: '',
    filters: {},
    ...changes,
  } as Params
}

/** The admin's orders list with its default params changed by `changes`. */
const listOrders = (changes: Partial<OrderListParams> = {}, days: OrderExtraFilters = {}) =>
  orders.listOrders(listParams<OrderListParams>(changes), days)

describe('the orders reads', () => {
  beforeEach(async () => {
    await harness.local.pg.exec('delete from public.orders')
    await actAs('admin')
  })

  describe('getOrderForAdmin', () => {
    it('reads every field of the order with its student, service and history, oldest step first', async () => {
      const { rows: services } = await harness.local.pg.query<{
        id: string
        title: string
        slug: string
      }>('select id, title, slug from public.services order by slug limit 1')
      const service = services[0]!
      const order = await placeOrder({
        student_id: MEMBER_ID,
        service_id: service.id,
        subject: 'Contract law',
        academic_level: 'masters',
        brief: 'Consideration and promissory estoppel',
        deadline: '2026-04-01T12:00:00+00:00',
        time_zone: 'Europe/London',
        status: 'cancelled',
        price: 120.5,
        currency: 'GBP',
        cancellation_reason: 'The tutor for this module is unavailable.',
        created_at: '2026-03-01T10:00:00+00:00',
        updated_at: '2026-03-03T09:00:00+00:00',
      })
      // The insert recorded the cancellation; the earlier steps and a note are added out of
      // time order, so neither the ids nor a newest-first read give the history's order.
      const { rows: recorded } = await harness.local.pg.query<{ id: number }>(
        `update public.order_status_history set created_at = '2026-03-03T09:00:00+00:00'
          where order_id = $1 returning id::int`,
        [order.id],
      )
      const { rows: added } = await harness.local.pg.query<{ id: number }>(
        `insert into public.order_status_history
           (order_id, from_status, to_status, note, changed_by, created_at)
         values
           ($1, 'quoted', 'quoted', 'Asked for the marking criteria', $2, '2026-03-02T15:00:00+00:00'),
           ($1, null, 'pending', null, $3, '2026-03-01T10:00:00+00:00'),
           ($1, 'pending', 'quoted', 'Quote: 120.50 GBP', $2, '2026-03-02T09:00:00+00:00')
         returning id::int`,
        [order.id, ADMIN_ID, MEMBER_ID],
      )
      const [note, requested, quoted] = added.map((row) => row.id)

      expect(await orders.getOrderForAdmin(order.id)).toEqual({
        id: order.id,
        order_number: order.order_number,
        subject: 'Contract law',
        academic_level: 'masters',
        brief: 'Consideration and promissory estoppel',
        deadline: '2026-04-01T12:00:00+00:00',
        time_zone: 'Europe/London',
        status: 'cancelled',
        price: 120.5,
        currency: 'GBP',
        cancellation_reason: 'The tutor for this module is unavailable.',
        created_at: '2026-03-01T10:00:00+00:00',
        updated_at: '2026-03-03T09:00:00+00:00',
        student_id: MEMBER_ID,
        services: { title: service.title, slug: service.slug },
        profiles: { email: accounts.member.email, full_name: 'Maya Member' },
        order_status_history: [
          {
            id: requested,
            from_status: null,
            to_status: 'pending',
            note: null,
            changed_by: MEMBER_ID,
            created_at: '2026-03-01T10:00:00+00:00',
          },
          {
            id: quoted,
            from_status: 'pending',
            to_status: 'quoted',
            note: 'Quote: 120.50 GBP',
            changed_by: ADMIN_ID,
            created_at: '2026-03-02T09:00:00+00:00',
          },
          {
            id: note,
            from_status: 'quoted',
            to_status: 'quoted',
            note: 'Asked for the marking criteria',
            changed_by: ADMIN_ID,
            created_at: '2026-03-02T15:00:00+00:00',
          },
          {
            id: recorded[0]!.id,
            from_status: null,
            to_status: 'cancelled',
            note: 'The tutor for this module is unavailable.',
            // Inserted without a session: the first entry names the order's student.
            changed_by: MEMBER_ID,
            created_at: '2026-03-03T09:00:00+00:00',
          },
        ],
      })
    })

    it('is null for an unknown order and for a non-admin, and names the order when it cannot be read', async () => {
      const order = await placeOrder({ student_id: MEMBER_ID })
      expect(await orders.getOrderForAdmin(crypto.randomUUID())).toBeNull()
      await failsWithout('select on public.orders', 'the order', () =>
        orders.getOrderForAdmin(order.id),
      )
      await actAs('user')
      expect(await orders.getOrderForAdmin(order.id)).toBeNull()
    })
  })

  describe('listServiceOptions', () => {
    it('offers every service by id and title, by title, the unpublished too', async () => {
      await harness.seed('services', {
        slug: 'aaa-unlisted',
        title: 'Zoology field notes',
        is_published: false,
      })
      const { rows } = await harness.local.pg.query<{ id: string; title: string }>(
        'select id, title from public.services order by title',
      )
      expect(rows.map((row) => row.title)).toContain('Zoology field notes')
      expect(await orders.listServiceOptions()).toEqual(rows)
      await failsWithout('select on public.services', 'the services', () =>
        orders.listServiceOptions(),
      )
    })
  })

  describe('listOrders', () => {
    it('gives each row the list’s columns with the service and the student', async () => {
      const { rows: services } = await harness.local.pg.query<{ id: string; title: string }>(
        'select id, title from public.services order by slug limit 1',
      )
      const order = await placeOrder({
        service_id: services[0]!.id,
        status: 'quoted',
        price: 40,
        currency: 'AUD',
        created_at: '2026-03-01T10:00:00+00:00',
      })
      expect(await listOrders()).toEqual({
        rows: [
          {
            id: order.id,
            order_number: order.order_number,
            subject: 'Statistics',
            status: 'quoted',
            price: 40,
            currency: 'AUD',
            deadline: '2026-04-01T12:00:00+00:00',
            created_at: '2026-03-01T10:00:00+00:00',
            student_id: STUDENT_ID,
            services: { title: services[0]!.title },
            profiles: { email: accounts.user.email, full_name: 'Sam Student' },
          },
        ],
        total: 1,
        totalKind: 'exact',
        pageCount: 1,
      })
    })

    it('sorts by every column both ways, unquoted orders last by price either way', async () => {
      const pending = await placeOrder({
        order_number: 'SS-2026-000301',
        created_at: '2026-03-01T10:00:00+00:00',
        deadline: '2026-04-03T12:00:00+00:00',
      })
      const quoted = await placeOrder({
        order_number: 'SS-2026-000302',
        created_at: '2026-03-03T10:00:00+00:00',
        deadline: '2026-04-01T12:00:00+00:00',
        status: 'quoted',
        price: 90,
      })
      const paid = await placeOrder({
        order_number: 'SS-2026-000303',
        created_at: '2026-03-02T10:00:00+00:00',
        deadline: '2026-04-02T12:00:00+00:00',
        status: 'paid',
        price: 25,
      })
      const [p, q, r] = [pending.id, quoted.id, paid.id]
      const cases: [OrderListParams['sort'], 'asc' | 'desc', string[]][] = [
        ['order_number', 'asc', [p, q, r]],
        ['order_number', 'desc', [r, q, p]],
        ['created_at', 'asc', [p, r, q]],
        ['created_at', 'desc', [q, r, p]],
        ['deadline', 'asc', [q, r, p]],
        ['deadline', 'desc', [p, r, q]],
        ['status', 'asc', [r, p, q]],
        ['status', 'desc', [q, p, r]],
        ['price', 'asc', [r, q, p]],
        ['price', 'desc', [q, r, p]],
      ]
      for (const [sort, direction, expected] of cases) {
        // Two to a page, so the row read past the page is sorted with the rest.
        const page = (n: number) => listOrders({ sort, direction, page: n, pageSize: 2 })
        const ids = [...(await page(1)).rows, ...(await page(2)).rows].map((row) => row.id)
        expect({ sort, direction, ids }).toEqual({ sort, direction, ids: expected })
      }
    })

    it('reads one row past the page however deep the page is', async () => {
      const placed = []
      for (let n = 1; n <= 5; n++) {
        placed.push(await placeOrder({ created_at: `2026-03-0${n}T10:00:00+00:00` }))
      }
      const second = await listOrders({ page: 2, pageSize: 2 })
      expect(second.rows.map((row) => row.id)).toEqual([placed[2]!.id, placed[1]!.id])
      expect([second.total, second.totalKind, second.pageCount]).toEqual([5, 'exact', 3])
      // admin_list_orders takes at most 1,001 rows: a page of 100 and the row after it, wherever
      // the page starts.
      const deep = await listOrders({ page: 10, pageSize: 100 })
      expect(deep.rows).toEqual([])
    })

    it('counts the orders on a page past the end, however far past, past an estimate too', async () => {
      // 2,400 orders analysed, then half of them deleted: the estimate (2,400) overshoots.
      await harness.local.pg.exec(`
        insert into public.orders
          (student_id, subject, academic_level, brief, deadline, academic_integrity_acknowledged)
        select '${STUDENT_ID}', 'Statistics', 'undergraduate', 'Regression help',
          '2026-04-01T12:00:00+00:00', true
        from generate_series(1, 2400);
        analyze public.orders;
        delete from public.orders where id in (select id from public.orders limit 1200);
      `)
      expect(await listOrders()).toMatchObject({ total: 2400, totalKind: 'estimate' })
      // Page 96 is where that estimate's Last link goes; page 999,999 is far past any bound.
      for (const page of [96, 999_999]) {
        expect(await listOrders({ page })).toEqual({
          rows: [],
          total: 1200,
          totalKind: 'exact',
          pageCount: 48,
        })
      }
    })

    it('takes the request dates as whole days in the admin’s time zone, west of UTC too', async () => {
      // 03:00 UTC on 2 March is 22:00 on 1 March in New York (UTC-5 in March).
      const evening = await placeOrder({ created_at: '2026-03-02T03:00:00+00:00' })
      const morning = await placeOrder({ created_at: '2026-03-02T15:00:00+00:00' })
      await inAdminTimeZone('America/New_York', async () => {
        await actAs('admin')
        const ids = async (days: OrderExtraFilters) =>
          (await listOrders({}, days)).rows.map((row) => row.id)
        expect(await ids({ to: '2026-03-01' })).toEqual([evening.id])
        expect(await ids({ from: '2026-03-02' })).toEqual([morning.id])
        expect(await ids({ from: '2026-03-01', to: '2026-03-02' })).toEqual([
          morning.id,
          evening.id,
        ])
        expect(await ids({ from: '2026-03-03' })).toEqual([])
        // A day that names no date bounds nothing rather than failing the page.
        expect(await ids({ from: '2026-3-2' })).toEqual([morning.id, evening.id])
      })
    })

    it('names the orders when either the page or its total cannot be read', async () => {
      await placeOrder()
      await failsWithout(
        'execute on function public.admin_list_orders(text, uuid, timestamptz, timestamptz, text, uuid[], text, text, integer, integer)',
        'the orders',
        () => listOrders(),
      )
      await failsWithout(
        'execute on function public.admin_count_orders(text, uuid, timestamptz, timestamptz, text, uuid[], integer)',
        'the orders',
        () => listOrders(),
      )
    })
  })

  describe('the search by order number', () => {
    const whole = 'SS-2026-004217'
    let numbered: string
    let mentioned: string

    beforeEach(async () => {
      numbered = (await placeOrder({ order_number: whole })).id
      mentioned = (await placeOrder({ subject: `Resit of ${whole} essay` })).id
    })

    const found = async (search: string) =>
      (await listOrders({ search })).rows.map((row) => row.id).sort()

    it('matches a whole number, in any case, to that order alone; anything else anywhere', async () => {
      expect(await found(whole)).toEqual([numbered])
      expect(await found(whole.toLowerCase())).toEqual([numbered])
      expect(await found(whole.slice(0, -1))).toEqual([numbered, mentioned].sort())
      expect(await found(`of ${whole}`)).toEqual([mentioned])
      expect(await found(`${whole} essay`)).toEqual([mentioned])
      expect(await found(`${whole}0`)).toEqual([])
    })

    it('looks up no students for a whole number; any other term searches them', async () => {
      await withoutGrant(
        harness.local.pg,
        'execute on function public.admin_students_matching(text, integer)',
        async () => {
          expect(await found(whole)).toEqual([numbered])
          expect(await found(whole.toLowerCase())).toEqual([numbered])
          for (const term of [
            `x${whole}`,
            `${whole}x`,
            'SS-202-004217',
            'SS-20261-004217',
            'SS-ABCD-004217',
            'SS-2026-00421',
            'SS-2026-0042171',
            'SS-2026-ABCDEF',
          ]) {
            await expect(found(term), term).rejects.toThrow(
              /^Could not load matching students: permission denied/,
            )
          }
        },
        'authenticated',
      )
    })
  })

  describe('the CSV export batches', () => {
    it('key each batch by its last row’s request time and id', async () => {
      const order = await placeOrder({ created_at: '2026-03-01T10:00:00+00:00' })
      const [row] = await orderQuery.orderExportBatches(harness.clients.admin, { search: null })(
        null,
      )
      expect(orderQuery.orderExportKey(row!)).toEqual({
        createdAt: '2026-03-01T10:00:00+00:00',
        id: order.id,
      })
    })

    it('name the orders to export when they cannot be read', async () => {
      await failsWithout(
        'execute on function public.admin_export_orders(text, uuid, timestamptz, timestamptz, text, uuid[], timestamptz, uuid, integer)',
        'the orders to export',
        () => orderQuery.orderExportBatches(harness.clients.admin, { search: null })(null),
      )
    })
  })

  describe('parseOrderFilters', () => {
    it('keeps a service id and days, the first of repeated values, and drops malformed ones', () => {
      const service = crypto.randomUUID()
      expect(
        orders.parseOrderFilters({ service, from: ['2026-03-01', '2026-01-01'], to: '2026-03-05' }),
      ).toEqual({ service, from: '2026-03-01', to: '2026-03-05' })
      expect(
        orders.parseOrderFilters({ service: 'not-an-id', from: '2026-02-30', to: '5 March' }),
      ).toEqual({})
    })
  })
})

describe('the student reads', () => {
  beforeEach(async () => {
    await harness.local.pg.exec(`
      delete from public.orders;
      delete from public.quiz_attempts;
      delete from public.memberships where user_id = '${STUDENT_ID}';
    `)
    await actAs('admin')
  })

  it('give one account’s memberships, orders and quiz attempts, newest first, with their columns', async () => {
    const memberships = await harness.seed('memberships', [
      {
        user_id: STUDENT_ID,
        plan: 'Monthly',
        status: 'expired',
        started_at: '2025-06-01T00:00:00+00:00',
        ends_at: '2025-07-01T00:00:00+00:00',
      },
      {
        user_id: STUDENT_ID,
        plan: 'Annual',
        status: 'active',
        started_at: '2026-01-01T00:00:00+00:00',
        ends_at: null,
      },
      {
        user_id: STUDENT_ID,
        plan: 'Trial',
        status: 'cancelled',
        started_at: '2025-01-01T00:00:00+00:00',
        ends_at: '2025-01-15T00:00:00+00:00',
      },
    ])
    const placed = []
    for (const [subject, created_at] of [
      ['Statistics', '2026-02-01T10:00:00+00:00'],
      ['Contract law', '2026-03-01T10:00:00+00:00'],
      ['Thermodynamics', '2026-01-01T10:00:00+00:00'],
    ] as const) {
      placed.push(await placeOrder({ subject, created_at }))
    }
    const { rows: quizzes } = await harness.local.pg.query<{ id: string; title: string }>(
      'select id, title from public.quizzes order by slug limit 2',
    )
    const [first, second] = quizzes
    const attempts = await harness.seed('quiz_attempts', [
      {
        user_id: STUDENT_ID,
        quiz_id: first!.id,
        percent: 40,
        passed: false,
        created_at: '2026-02-01T10:00:00+00:00',
      },
      {
        user_id: STUDENT_ID,
        quiz_id: second!.id,
        percent: 92.5,
        passed: true,
        created_at: '2026-03-01T10:00:00+00:00',
      },
      {
        user_id: STUDENT_ID,
        quiz_id: first!.id,
        percent: 75,
        passed: true,
        created_at: '2026-02-15T10:00:00+00:00',
      },
    ])

    const student = await students.getStudentForAdmin(STUDENT_ID)
    expect(student?.account).toMatchObject({ user_id: STUDENT_ID, email: accounts.user.email })
    const [monthly, annual, trial] = memberships
    expect(student?.memberships).toEqual(
      [annual, monthly, trial].map((row) => ({
        id: row!.id,
        plan: row!.plan,
        status: row!.status,
        started_at: row!.started_at,
        ends_at: row!.ends_at,
      })),
    )
    const [statistics, law, thermodynamics] = placed
    expect(student?.orders).toEqual(
      [law, statistics, thermodynamics].map((row) => ({
        id: row!.id,
        order_number: row!.order_number,
        subject: row!.subject,
        status: 'pending',
        created_at: row!.created_at,
      })),
    )
    const [failed, best, passed] = attempts
    expect(student?.attempts).toEqual([
      {
        id: best!.id,
        percent: 92.5,
        passed: true,
        created_at: '2026-03-01T10:00:00+00:00',
        quizzes: { title: second!.title },
      },
      {
        id: passed!.id,
        percent: 75,
        passed: true,
        created_at: '2026-02-15T10:00:00+00:00',
        quizzes: { title: first!.title },
      },
      {
        id: failed!.id,
        percent: 40,
        passed: false,
        created_at: '2026-02-01T10:00:00+00:00',
        quizzes: { title: first!.title },
      },
    ])
  })

  it('name the part of the account that cannot be read', async () => {
    const read = () => students.getStudentForAdmin(STUDENT_ID)
    await failsWithout('select on public.memberships', 'memberships', read)
    await failsWithout('select on public.orders', 'orders', read)
    await failsWithout('select on public.quiz_attempts', 'quiz attempts', read)
  })

  it('list an empty first page as no accounts at all, and name the accounts when they cannot be read', async () => {
    const params = listParams<StudentListParams>({ search: 'nobody-matches-this' })
    expect(await students.listStudents(params)).toEqual({
      rows: [],
      total: 0,
      totalKind: 'exact',
      pageCount: 1,
    })
    await failsWithout(
      'execute on function public.admin_list_students(text, text, text, text, integer, integer, uuid)',
      'the accounts',
      () => students.listStudents({ ...params, search: '' }),
    )
  })
})

describe('the security page reads', () => {
  describe('listAuditLog and getAuditEntry', () => {
    // Three entries at the same instant (so only the id orders them), one later that day, and
    // one the next day, outside the range read.
    let article: number
    let settings: number
    let order: number
    let lead: number

    beforeAll(async () => {
      article = await logChange({
        actor_id: ADMIN_ID,
        table_name: 'articles',
        row_id: 'article-aa11',
        action: 'UPDATE',
        before: { title: 'One', updated_at: 'a' },
        after: { title: 'Uno', updated_at: 'b' },
        created_at: at('09:00'),
      })
      settings = await logChange({
        actor_role: 'service_role',
        table_name: 'settings',
        action: 'UPDATE',
        before: { value: '"#111111"' },
        after: { value: '"#222222"' },
        created_at: at('09:00'),
      })
      order = await logChange({
        actor_id: STUDENT_ID,
        table_name: 'orders',
        row_id: 'order-aa11',
        action: 'UPDATE',
        before: { status: 'pending' },
        after: { status: 'cancelled' },
        created_at: at('09:00'),
      })
      lead = await logChange({
        actor_id: MEMBER_ID,
        table_name: 'leads',
        row_id: 'lead-bb22',
        action: 'DELETE',
        before: { email: 'x@example.com' },
        created_at: at('12:00'),
      })
      await logChange({
        actor_id: ADMIN_ID,
        table_name: 'articles',
        row_id: 'article-aa11',
        action: 'DELETE',
        created_at: at('09:00', '2024-06-11'),
      })
    })

    afterEach(() => setSearchCap(2000))

    const list = (changes: Partial<AuditListParams> = {}) =>
      security.listAuditLog(harness.clients.admin, listParams<AuditListParams>(changes), {
        from: DAY,
        to: DAY,
      })
    const ids = async (changes: Partial<AuditListParams> = {}) =>
      (await list(changes)).rows.map((row) => row.id)

    it('lists the range’s entries, the row-less one too, with who made each', async () => {
      expect(await list()).toEqual({
        rows: [
          {
            id: lead,
            created_at: at('12:00'),
            action: 'DELETE',
            table_name: 'leads',
            row_id: 'lead-bb22',
            actorName: 'Maya Member',
            actorValue: MEMBER_ID,
          },
          {
            id: order,
            created_at: at('09:00'),
            action: 'UPDATE',
            table_name: 'orders',
            row_id: 'order-aa11',
            actorName: 'Sam Student',
            actorValue: STUDENT_ID,
          },
          {
            id: settings,
            created_at: at('09:00'),
            action: 'UPDATE',
            table_name: 'settings',
            row_id: null,
            actorName: 'the system',
            actorValue: 'system',
          },
          {
            id: article,
            created_at: at('09:00'),
            action: 'UPDATE',
            table_name: 'articles',
            row_id: 'article-aa11',
            actorName: 'Site Admin',
            actorValue: ADMIN_ID,
          },
        ],
        total: 4,
        totalKind: 'exact',
        pageCount: 1,
      })
    })

    it('orders ties by id in the direction asked for', async () => {
      expect(await ids({ direction: 'asc' })).toEqual([article, settings, order, lead])
      expect(await ids({ direction: 'desc' })).toEqual([lead, order, settings, article])
      expect(await ids({ sort: 'action', direction: 'asc' })).toEqual([
        lead,
        article,
        settings,
        order,
      ])
      expect(await ids({ sort: 'action', direction: 'desc' })).toEqual([
        order,
        settings,
        article,
        lead,
      ])
    })

    it('searches the row ids through admin_search_audit_log, which needs no read of the table', async () => {
      expect(await ids({ search: 'AA11' })).toEqual([order, article])
      expect(await ids({ search: 'aa11', filters: { table: 'orders' } })).toEqual([order])
      await withoutGrant(
        harness.local.pg,
        'select on public.audit_log',
        async () => {
          expect(await ids({ search: 'aa11' })).toEqual([order, article])
          await expect(list()).rejects.toThrow(/^Could not load the audit log: permission denied/)
        },
        'authenticated',
      )
    })

    it('searches a term too broad for the function on the row ids through RLS', async () => {
      await setSearchCap(0)
      const refused = await harness.clients.admin.rpc('admin_search_audit_log', { search: 'aa11' })
      expect(refused.error?.code).toBe('54000')
      expect(await ids({ search: 'aa11' })).toEqual([order, article])
      expect(await ids({ search: 'AA11', direction: 'asc' })).toEqual([article, order])
      expect(
        await ids({ search: 'aa11', filters: { action: 'UPDATE', table: 'articles' } }),
      ).toEqual([article])
    })

    it('names the audit log when the search function refuses for any other reason', async () => {
      await failsWithout(
        'execute on function public.admin_search_audit_log(text)',
        'the audit log',
        () => list({ search: 'aa11' }),
      )
    })

    it('gives one entry with every field, who made it and what changed; null for an unknown id', async () => {
      expect(await security.getAuditEntry(harness.clients.admin, order)).toEqual({
        id: order,
        action: 'UPDATE',
        actorName: 'Sam Student',
        createdAt: at('09:00'),
        changes: [{ field: 'status', before: 'pending', after: 'cancelled' }],
        tableName: 'orders',
        rowId: 'order-aa11',
        actorId: STUDENT_ID,
        actorRole: 'authenticated',
      })
      expect(await security.getAuditEntry(harness.clients.admin, settings)).toEqual({
        id: settings,
        action: 'UPDATE',
        actorName: 'the system',
        createdAt: at('09:00'),
        changes: [{ field: 'value', before: '"#111111"', after: '"#222222"' }],
        tableName: 'settings',
        rowId: null,
        actorId: null,
        actorRole: 'service_role',
      })
      expect(await security.getAuditEntry(harness.clients.admin, 2_000_000_000)).toBeNull()
      await failsWithout('select on public.audit_log', 'the audit entry', () =>
        security.getAuditEntry(harness.clients.admin, order),
      )
    })
  })

  it('names the audited tables when they cannot be read', async () => {
    await failsWithout(
      'execute on function public.admin_audited_tables()',
      'the audited tables',
      () => security.auditedTables(harness.clients.admin),
    )
  })

  it('lists sign-ins newest first with every field, up to the limit, or the admins only', async () => {
    await harness.local.pg.query(
      `update auth.users set last_sign_in_at = case id
         when $1::uuid then timestamptz '2026-03-05T08:00:00+00:00'
         when $2::uuid then timestamptz '2026-03-01T08:00:00+00:00'
         else null end`,
      [MEMBER_ID, ADMIN_ID],
    )
    const { rows } = await harness.local.pg.query<{ created_at: string; sessions: number }>(
      `select to_json(u.created_at) #>> '{}' as created_at,
         (select count(*)::int from auth.sessions s where s.user_id = u.id) as sessions
       from auth.users u where u.id = $1`,
      [MEMBER_ID],
    )
    const signIns = await security.listSignIns(harness.clients.admin)
    expect(signIns.map((account) => account.user_id)).toEqual([MEMBER_ID, ADMIN_ID, STUDENT_ID])
    expect(signIns[0]).toEqual({
      user_id: MEMBER_ID,
      email: accounts.member.email,
      full_name: 'Maya Member',
      role: 'user',
      last_sign_in_at: '2026-03-05T08:00:00+00:00',
      created_at: rows[0]!.created_at,
      active_sessions: rows[0]!.sessions,
    })
    const latest = await security.listSignIns(harness.clients.admin, { limit: 2 })
    expect(latest.map((account) => account.user_id)).toEqual([MEMBER_ID, ADMIN_ID])
    const admins = await security.listSignIns(harness.clients.admin, { onlyAdmins: true })
    expect(admins.map((account) => account.user_id)).toEqual([ADMIN_ID])
    await failsWithout(
      'execute on function public.admin_sign_ins(boolean, integer)',
      'sign-ins',
      () => security.listSignIns(harness.clients.admin),
    )
  })

  it('lists failed sign-ins per address with every count, latest failure first, up to the limit', async () => {
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString()
    const attempts: [email: string, succeeded: boolean, at: string][] = [
      ['nobody@example.com', false, hoursAgo(48)],
      [accounts.user.email, false, hoursAgo(30)],
      ['nobody@example.com', false, hoursAgo(30)],
      [accounts.user.email, false, hoursAgo(12)],
      [accounts.user.email, true, hoursAgo(6)],
      [accounts.user.email, false, hoursAgo(1)],
      [accounts.member.email, true, hoursAgo(2)],
    ]
    await harness.local.pg.exec('delete from public.sign_in_attempts')
    for (const [email, succeeded, created_at] of attempts) {
      await harness.local.pg.query(
        `insert into public.sign_in_attempts (email, user_id, succeeded, failure_reason, created_at)
         values ($1, (select id from auth.users where email = $1), $2,
           case when not $2 then 'invalid_credentials' end, $3)`,
        [email, succeeded, created_at],
      )
    }
    const failures = await security.listFailedSignIns(harness.clients.admin)
    const instants = failures.map(({ lastFailureAt, lastSuccessAt, ...counts }) => ({
      ...counts,
      lastFailureAt: new Date(lastFailureAt).toISOString(),
      lastSuccessAt: lastSuccessAt && new Date(lastSuccessAt).toISOString(),
    }))
    expect(instants).toEqual([
      {
        email: accounts.user.email,
        userId: STUDENT_ID,
        failuresLast24Hours: 2,
        failuresSinceLastSuccess: 1,
        lastFailureAt: attempts[5]![2],
        lastSuccessAt: attempts[4]![2],
      },
      {
        email: 'nobody@example.com',
        userId: null,
        failuresLast24Hours: 0,
        failuresSinceLastSuccess: 2,
        lastFailureAt: attempts[2]![2],
        lastSuccessAt: null,
      },
    ])
    const latest = await security.listFailedSignIns(harness.clients.admin, 1)
    expect(latest.map((row) => row.email)).toEqual([accounts.user.email])
    await failsWithout('select on public.sign_in_accounts', 'failed sign-ins', () =>
      security.listFailedSignIns(harness.clients.admin),
    )
  })

  it('totals rate-limit rejections per route over the range’s UTC days', async () => {
    await harness.local.pg.exec(`
      delete from private.rate_limit_rejections;
      insert into private.rate_limit_rejections (route, hour, rejections, last_rejected_at) values
        ('contact', '${at('10:00')}', 3, '${at('10:40')}'),
        ('contact', '${at('23:00')}', 2, '${at('23:15')}'),
        ('lead', '${at('11:00')}', 1, '${at('11:05')}'),
        ('lead', '${at('00:00', '2024-06-11')}', 9, '${at('00:30', '2024-06-11')}');
    `)
    expect(
      await security.listRateLimitRejections(harness.clients.admin, { from: DAY, to: DAY }),
    ).toEqual([
      { route: 'contact', rejections: 5, last_rejected_at: at('23:15') },
      { route: 'lead', rejections: 1, last_rejected_at: at('11:05') },
    ])
    await failsWithout(
      'execute on function public.admin_rate_limit_rejections(date, date)',
      'rate-limit rejections',
      () => security.listRateLimitRejections(harness.clients.admin, { from: DAY, to: DAY }),
    )
  })
})

describe('the audit trail reads', () => {
  // Another past day than the security page's, so these entries stay out of its range.
  const DAY_AFTER = '2024-07-01'
  const when = (time: string) => at(time, DAY_AFTER)

  /** The admin as a client whose every request is recorded. */
  function recordingAdminClient() {
    const requests: string[] = []
    const client: Client = harness.client({
      ...noSession,
      global: {
        headers: { Authorization: `Bearer ${harness.userToken(ADMIN_ID)}` },
        fetch: (input, init) => {
          requests.push(String(input))
          return fetch(input, init)
        },
      },
    })
    return { client, requests }
  }

  it('actorNames reads nothing for no accounts, and names each by its trimmed full name, else its email', async () => {
    const { client, requests } = recordingAdminClient()
    expect(await audit.actorNames(client, [])).toEqual(new Map())
    expect(requests).toEqual([])

    const named = await harness.createUser({ email: 'named@example.com' })
    const blank = await harness.createUser({ email: 'blank@example.com' })
    const unnamed = await harness.createUser({ email: 'unnamed@example.com' })
    const nameless = await harness.createUser()
    await harness.local.pg.query(
      `update public.profiles set full_name = case user_id when $1 then '  Nia Named  ' when $2 then '   ' end,
         email = case when user_id = $3 then null else email end
       where user_id = any($4)`,
      [named, blank, nameless, [named, blank, unnamed, nameless]],
    )
    const names = await audit.actorNames(client, [
      named,
      blank,
      unnamed,
      nameless,
      crypto.randomUUID(),
    ])
    expect(names).toEqual(
      new Map([
        [named, 'Nia Named'],
        [blank, 'blank@example.com'],
        [unnamed, 'unnamed@example.com'],
        [nameless, 'an admin'],
      ]),
    )
    expect(requests).toHaveLength(1)
    await failsWithout('select on public.profiles', "the actors' names", () =>
      audit.actorNames(client, [named]),
    )
  })

  it('getRowsHistory gives the named rows’ changes newest first, ties by id, with their subjects', async () => {
    const quiz = crypto.randomUUID()
    const question = crypto.randomUUID()
    const created = await logChange({
      actor_id: ADMIN_ID,
      table_name: 'quizzes',
      row_id: quiz,
      action: 'INSERT',
      after: { title: 'Cells', updated_at: 'a' },
      created_at: when('09:00'),
    })
    const renamed = await logChange({
      actor_id: MEMBER_ID,
      table_name: 'quizzes',
      row_id: quiz,
      action: 'UPDATE',
      before: { title: 'Cells' },
      after: { title: 'Cell biology' },
      created_at: when('10:00'),
    })
    const asked = await logChange({
      actor_id: ADMIN_ID,
      table_name: 'quiz_questions',
      row_id: question,
      action: 'INSERT',
      after: { prompt: 'What is a cell?' },
      created_at: when('10:00'),
    })
    await logChange({
      actor_id: ADMIN_ID,
      table_name: 'quizzes',
      row_id: crypto.randomUUID(),
      action: 'UPDATE',
      created_at: when('11:00'),
    })
    const history = await audit.getRowsHistory(
      harness.clients.admin,
      ['quizzes', 'quiz_questions'],
      [quiz, question],
      { subjectOf: (row) => (row.table_name === 'quiz_questions' ? 'question 1' : undefined) },
    )
    expect(history).toEqual([
      {
        id: asked,
        action: 'INSERT',
        actorName: 'Site Admin',
        createdAt: when('10:00'),
        changes: [{ field: 'prompt', before: null, after: 'What is a cell?' }],
        subject: 'question 1',
      },
      {
        id: renamed,
        action: 'UPDATE',
        actorName: 'Maya Member',
        createdAt: when('10:00'),
        changes: [{ field: 'title', before: 'Cells', after: 'Cell biology' }],
      },
      {
        id: created,
        action: 'INSERT',
        actorName: 'Site Admin',
        createdAt: when('09:00'),
        changes: [{ field: 'title', before: null, after: 'Cells' }],
      },
    ])
    expect(history.map((entry) => Object.hasOwn(entry, 'subject'))).toEqual([true, false, false])
  })

  it('getRowHistory reads one row of one table up to the limit; lastChangeOf its newest change or null', async () => {
    const article = crypto.randomUUID()
    const changes = []
    for (const [actor, time] of [
      [ADMIN_ID, '09:00'],
      [MEMBER_ID, '10:00'],
      [STUDENT_ID, '11:00'],
    ] as const) {
      changes.push(
        await logChange({
          actor_id: actor,
          table_name: 'articles',
          row_id: article,
          action: 'UPDATE',
          before: { title: `before ${time}` },
          after: { title: `after ${time}` },
          created_at: when(time),
        }),
      )
    }
    // The same id in another table is another row.
    await logChange({
      table_name: 'resources',
      row_id: article,
      action: 'UPDATE',
      created_at: when('12:00'),
    })
    const client = harness.clients.admin
    const ids = async (limit?: number) =>
      (await audit.getRowHistory(client, 'articles', article, limit)).map((entry) => entry.id)
    expect(await ids()).toEqual([...changes].reverse())
    expect(await ids(2)).toEqual([changes[2], changes[1]])
    expect(await audit.lastChangeOf(client, 'articles', article)).toEqual({
      id: changes[2],
      action: 'UPDATE',
      actorName: 'Sam Student',
      createdAt: when('11:00'),
      changes: [{ field: 'title', before: 'before 11:00', after: 'after 11:00' }],
    })
    expect(await audit.lastChangeOf(client, 'articles', crypto.randomUUID())).toBeNull()
    await failsWithout('select on public.audit_log', 'the history', () =>
      audit.getRowHistory(client, 'articles', article),
    )
  })
})
