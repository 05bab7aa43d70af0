import { beforeAll, describe, expect, it } from 'vitest'

import type { GET as ExportGet } from '@/app/admin/analytics/export/route'
import type { chartRows as ChartRows } from '@/lib/data/admin/analytics'

import { actAs, adminSuite, routeRefusals, STUDENT_ID, type Role } from './harness'

// Rows far from the seed's own (which are dated at seeding time), so the sums are exact.
const range = { from_date: '2025-03-10', to_date: '2025-03-12' }
const at = (day: string, time = '12:00') => `'2025-03-${day} ${time}:00+00'`
const ids = {
  service: 'e1000000-0000-4000-8000-000000000001',
  job: 'e1000000-0000-4000-8000-000000000002',
  quiz: 'e1000000-0000-4000-8000-000000000003',
  promotion: 'e1000000-0000-4000-8000-000000000004',
}

const fixtureSql = `
insert into public.analytics_events (event_name, path, session_id, created_at) values
  ('page_view', '/a', 's1', ${at('10', '00:00')}),
  ('page_view', '/a', 's1', ${at('10')}),
  ('page_view', '/a', 's2', ${at('10', '23:59')}),
  ('page_view', '/b', 's2', ${at('11')}),
  ('promotion_click', '/', 's2', ${at('11')}),
  ('page_view', '/a', 's3', '2025-03-13 00:00:00+00'),
  ('page_view', '/a', 's3', '2025-03-09 23:59:59+00');
insert into public.leads (email, source_path, created_at) values
  ('one@example.com', '/x', ${at('10')}),
  ('two@example.com', '/x', ${at('10')}),
  ('three@example.com', '/y', ${at('12')}),
  ('late@example.com', '/y', '2025-03-13 01:00:00+00');
insert into public.site_promotions (id, name, status, headline, end_at) values
  ('${ids.promotion}', 'spring', 'ended', 'Spring offer', '2025-04-01');
insert into public.promotion_events (promotion_id, event, created_at) values
  ('${ids.promotion}', 'impression', ${at('10')}),
  ('${ids.promotion}', 'impression', ${at('10')}),
  ('${ids.promotion}', 'impression', ${at('11')}),
  ('${ids.promotion}', 'impression', ${at('12')}),
  ('${ids.promotion}', 'click', ${at('12')});
insert into public.services (id, slug, title, is_published) values
  ('${ids.service}', 'analytics-service', 'Analytics service', true);
insert into public.orders
  (student_id, service_id, subject, academic_level, brief, deadline, status,
   academic_integrity_acknowledged, created_at) values
  ('${STUDENT_ID}', '${ids.service}', 'A', 'masters', 'B', now(), 'pending', true, ${at('10')}),
  ('${STUDENT_ID}', '${ids.service}', 'A', 'masters', 'B', now(), 'paid', true, ${at('11')}),
  ('${STUDENT_ID}', null, 'A', 'masters', 'B', now(), 'pending', true, ${at('12')});
insert into public.quizzes (id, slug, title, status) values
  ('${ids.quiz}', 'analytics-quiz', 'Analytics quiz', 'published');
insert into public.quiz_attempts (quiz_id, user_id, passed, created_at) values
  ('${ids.quiz}', '${STUDENT_ID}', true, ${at('10')}),
  ('${ids.quiz}', '${STUDENT_ID}', false, ${at('11')});
insert into public.quiz_sessions (quiz_id, submitted_at, result, claimed_at) values
  ('${ids.quiz}', ${at('11')}, '{"passed": true}', null),
  ('${ids.quiz}', ${at('11')}, '{"passed": true}', ${at('11')});
insert into public.jobs (id, slug, title, status) values
  ('${ids.job}', 'analytics-job', 'Analytics job', 'open');
insert into public.job_applications (job_id, full_name, email, created_at) values
  ('${ids.job}', 'Ann', 'ann@example.com', ${at('10')}),
  ('${ids.job}', 'Bob', 'bob@example.com', ${at('12')});
`

const analyticsRpcs = [
  'admin_analytics_page_views',
  'admin_analytics_top_pages',
  'admin_analytics_leads_per_day',
  'admin_analytics_lead_sources',
  'admin_analytics_promotions',
  'admin_analytics_orders',
  'admin_analytics_quizzes',
  'admin_analytics_applications',
] as const

const harness = adminSuite()
let chartRows: typeof ChartRows
let exportCsv: typeof ExportGet

beforeAll(async () => {
  await harness.local.pg.exec(fixtureSql)
  chartRows = (await import('@/lib/data/admin/analytics')).chartRows
  exportCsv = (await import('@/app/admin/analytics/export/route')).GET
})

const call = (who: Role, rpc: (typeof analyticsRpcs)[number]) =>
  harness.clients[who].rpc(rpc, range)

describe('analytics RPCs: who may call them', () => {
  it.each(analyticsRpcs)(
    '%s refuses anon and a signed-in non-admin, answers an admin',
    async (rpc) => {
      const anon = await call('anon', rpc)
      expect(anon.data).toBeNull()
      expect(anon.error?.code).toBe('42501')
      const user = await call('user', rpc)
      expect(user.data).toBeNull()
      expect(user.error?.code).toBe('42501')
      const admin = await call('admin', rpc)
      expect(admin.error).toBeNull()
      expect(Array.isArray(admin.data)).toBe(true)
    },
  )

  it('grants execute to no anon caller and pins every function search_path', async () => {
    const { rows } = await harness.local.pg.query<{
      fn: string
      anon: boolean
      definer: boolean
      config: string[] | null
    }>(`
      select p.oid::regprocedure::text as fn,
        has_function_privilege('anon', p.oid, 'execute') as anon,
        p.prosecdef as definer, p.proconfig as config
      from pg_proc p
      where p.pronamespace = 'public'::regnamespace and p.proname like 'admin\\_%'
      order by 1`)
    expect(rows.length).toBeGreaterThanOrEqual(analyticsRpcs.length)
    for (const row of rows) {
      expect(row, row.fn).toMatchObject({ anon: false, definer: true, config: ['search_path=""'] })
    }
  })
})

describe('analytics RPCs: aggregates', () => {
  const admin = () => harness.clients.admin

  it('counts page views per UTC day, every day of the range, ends included', async () => {
    const { data } = await admin().rpc('admin_analytics_page_views', range)
    expect(data).toEqual([
      { day: '2025-03-10', views: 3 },
      { day: '2025-03-11', views: 1 },
      { day: '2025-03-12', views: 0 },
    ])
  })

  it('ranks the top pages by views', async () => {
    const { data } = await admin().rpc('admin_analytics_top_pages', range)
    expect(data).toEqual([
      { path: '/a', views: 3 },
      { path: '/b', views: 1 },
    ])
    const one = await admin().rpc('admin_analytics_top_pages', { ...range, max_rows: 1 })
    expect(one.data).toEqual([{ path: '/a', views: 3 }])
  })

  it('counts leads per day and per source path', async () => {
    const perDay = await admin().rpc('admin_analytics_leads_per_day', range)
    expect(perDay.data).toEqual([
      { day: '2025-03-10', leads: 2 },
      { day: '2025-03-11', leads: 0 },
      { day: '2025-03-12', leads: 1 },
    ])
    const sources = await admin().rpc('admin_analytics_lead_sources', range)
    expect(sources.data).toEqual([
      { source_path: '/x', leads: 2 },
      { source_path: '/y', leads: 1 },
    ])
  })

  it('gives impressions, clicks and the click-through rate per promotion', async () => {
    const { data } = await admin().rpc('admin_analytics_promotions', range)
    expect(data).toEqual([
      { promotion_id: ids.promotion, name: 'spring', impressions: 4, clicks: 1, ctr: 25 },
    ])
  })

  it('counts orders by status and by service in one call', async () => {
    const { data } = await admin().rpc('admin_analytics_orders', range)
    expect(data).toEqual([
      { dimension: 'status', label: 'pending', orders: 2 },
      { dimension: 'status', label: 'paid', orders: 1 },
      { dimension: 'service', label: 'Analytics service', orders: 2 },
      { dimension: 'service', label: 'No service', orders: 1 },
    ])
  })

  it('counts quiz attempts and passes, visitors’ unclaimed attempts included once', async () => {
    const { data } = await admin().rpc('admin_analytics_quizzes', range)
    expect(data).toEqual([
      { quiz_id: ids.quiz, title: 'Analytics quiz', attempts: 3, passed: 2, pass_rate: 66.67 },
    ])
  })

  it('counts applications per job', async () => {
    const { data } = await admin().rpc('admin_analytics_applications', range)
    expect(data).toEqual([{ job_id: ids.job, title: 'Analytics job', applications: 2 }])
  })

  it.each([
    ['ends before it starts', { from_date: '2025-03-12', to_date: '2025-03-10' }],
    ['is longer than 367 days', { from_date: '2024-01-01', to_date: '2025-03-12' }],
  ])('refuses a range that %s', async (_what, bad) => {
    const { error } = await admin().rpc('admin_analytics_page_views', bad)
    expect(error?.code).toBe('22023')
  })

  it.each([
    ['page-views', 'admin_analytics_page_views', 'page views'],
    ['top-pages', 'admin_analytics_top_pages', 'top pages'],
    ['leads-per-day', 'admin_analytics_leads_per_day', 'leads'],
    ['lead-sources', 'admin_analytics_lead_sources', 'lead sources'],
    ['promotions', 'admin_analytics_promotions', 'promotions'],
    ['quizzes', 'admin_analytics_quizzes', 'quiz attempts'],
    ['applications', 'admin_analytics_applications', 'applications'],
    ['orders-by-status', 'admin_analytics_orders', 'orders'],
  ] as const)('reads the %s chart from %s, and names %s when it cannot', async (id, rpc, what) => {
    const window = { from: range.from_date, to: range.to_date }
    const rows = await chartRows(admin(), id, window)
    if (rpc !== 'admin_analytics_orders') {
      const { data } = await admin().rpc(rpc, range)
      expect(rows).toEqual(data)
      expect(rows.length).toBeGreaterThan(0)
    }
    await expect(chartRows(harness.clients.user, id, window)).rejects.toThrow(
      new RegExp(`^Could not load ${what}: `),
    )
  })

  it('splits the orders call into the two order charts', async () => {
    const window = { from: range.from_date, to: range.to_date }
    await expect(chartRows(admin(), 'orders-by-service', window)).resolves.toEqual([
      { label: 'Analytics service', orders: 2 },
      { label: 'No service', orders: 1 },
    ])
    await expect(chartRows(admin(), 'orders-by-status', window)).resolves.toEqual([
      { label: 'pending', orders: 2 },
      { label: 'paid', orders: 1 },
    ])
  })
})

describe('GET /admin/analytics/export', () => {
  const url = `http://localhost:3000/admin/analytics/export?chart=promotions&from=${range.from_date}&to=${range.to_date}`

  it.each(routeRefusals)('answers %s with %i', async (who, status) => {
    await actAs(who)
    const response = await exportCsv(new Request(url))
    expect(response.status).toBe(status)
  })

  it('streams the chart’s rows as CSV for an admin, for the range in the URL', async () => {
    await actAs('admin')
    const response = await exportCsv(new Request(url))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toContain(
      'promotions-2025-03-10-to-2025-03-12.csv',
    )
    const text = (await response.text()).replace(/^\uFEFF/, '')
    expect(text.trim().split('\n')).toEqual([
      'Promotion,Impressions,Clicks,Click-through rate',
      'spring,4,1,25',
    ])
  })

  it('answers 404 for an unknown chart', async () => {
    await actAs('admin')
    const response = await exportCsv(
      new Request('http://localhost:3000/admin/analytics/export?chart=nope'),
    )
    expect(response.status).toBe(404)
  })
})

describe('the daily rollups behind page views and promotions', () => {
  it('stay equal to the raw events through inserts, updates, deletes and cascades', async () => {
    const pg = harness.local.pg
    await pg.exec(`
      update public.analytics_events set path = '/b'
        where path = '/a' and created_at = '2025-03-10 12:00:00+00';
      delete from public.analytics_events where path = '/a' and created_at = '2025-03-10 00:00:00+00';
      insert into public.analytics_events (event_name, path, created_at)
        select 'page_view', null, '2025-03-11 08:00:00+00' from generate_series(1, 3);
      delete from public.promotion_events where event = 'click';
    `)
    const { data: pages } = await harness.clients.admin.rpc('admin_analytics_top_pages', range)
    expect(pages).toEqual([
      { path: '(unknown)', views: 3 },
      { path: '/b', views: 2 },
      { path: '/a', views: 1 },
    ])
    const { data: promotions } = await harness.clients.admin.rpc(
      'admin_analytics_promotions',
      range,
    )
    expect(promotions).toMatchObject([{ impressions: 4, clicks: 0, ctr: 0 }])

    await pg.exec(`delete from public.site_promotions where id = '${ids.promotion}'`)
    const { rows } = await pg.query<{ mismatches: number }>(`
      select count(*)::int as mismatches from (
        (select event_name, (created_at at time zone 'UTC')::date as day, coalesce(path, '') as path,
           count(*) as events
         from public.analytics_events group by 1, 2, 3
         except select event_name, day, path, events from private.analytics_daily)
        union all
        (select event_name, day, path, events from private.analytics_daily where events > 0
         except select event_name, (created_at at time zone 'UTC')::date, coalesce(path, ''), count(*)
         from public.analytics_events group by 1, 2, 3)
        union all
        (select null, null, null, null from private.promotion_daily where promotion_id = '${ids.promotion}')
      ) differences`)
    expect(rows[0]?.mismatches).toBe(0)
  })
})
