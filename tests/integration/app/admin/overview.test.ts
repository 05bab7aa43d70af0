import { beforeAll, describe, expect, it } from 'vitest'

import type { getAdminBadges } from '@/lib/data/admin/badges'
import type { getAdminOverview } from '@/lib/data/admin/overview'

import { actAs, ADMIN_ID, adminSuite, refusedRoles } from './harness'

const harness = adminSuite()
let overview: typeof getAdminOverview
let badges: typeof getAdminBadges

const countsOf = async () =>
  Object.fromEntries((await overview()).counts.map((item) => [item.key, item.count]))

/** One row of everything the home counts, written as the superuser. */
async function seedOneOfEach() {
  await harness.local.pg.exec(`
    insert into public.orders (student_id, subject, academic_level, brief, deadline, academic_integrity_acknowledged)
      values ('${ADMIN_ID}', 'Statistics', 'undergraduate', 'A brief', now() + interval '7 days', true);
    insert into public.messages (name, email, body) values ('Ann', 'ann@example.org', 'Hello');
    insert into public.jobs (slug, title, status) values ('overview-tutor-${Date.now()}', 'Tutor', 'open');
    insert into public.job_applications (job_id, full_name, email)
      select id, 'Ann Applicant', 'ann.${Date.now()}@example.org' from public.jobs where title = 'Tutor' and status = 'open' limit 1;
    insert into public.leads (email) values ('lead.${Date.now()}@example.org');
    insert into public.leads (email, created_at) values ('old.${Date.now()}@example.org', now() - interval '8 days');
    insert into public.articles (slug, title, status, published_at)
      values ('overview-soon-${Date.now()}', 'Soon', 'scheduled', now() + interval '1 day');
    insert into public.articles (slug, title, status, published_at)
      values ('overview-due-${Date.now()}', 'Due', 'scheduled', now() - interval '1 minute');
  `)
}

beforeAll(async () => {
  overview = (await import('@/lib/data/admin/overview')).getAdminOverview
  badges = (await import('@/lib/data/admin/badges')).getAdminBadges
})

describe('getAdminOverview', () => {
  it('links each count to its filtered list', async () => {
    await actAs('admin')
    const { counts } = await overview()
    expect(counts.map(({ key, label, href }) => [key, label, href])).toEqual([
      ['orders', 'New orders', '/admin/orders?status=pending'],
      ['messages', 'Unread messages', '/admin/messages?status=new'],
      ['applications', 'New applications', '/admin/jobs/applications?status=new'],
      ['leads', 'Leads this week', '/admin/lead-magnets?since=7d'],
      ['scheduled', 'Scheduled to publish', '/admin/articles?status=scheduled'],
    ])
  })

  it('counts a lead for seven days after it came in', async () => {
    await actAs('admin')
    const leadsAt = async (daysFromNow: number) =>
      (await overview(new Date(Date.now() + daysFromNow * 86_400_000))).counts.find(
        (item) => item.key === 'leads',
      )?.count
    const [withinWeek, afterWeek] = [await leadsAt(6.9), await leadsAt(7.1)]
    await harness.local.pg.exec(
      `insert into public.leads (email) values ('week.${Date.now()}@example.org')`,
    )
    expect(await leadsAt(6.9)).toBe((withinWeek ?? 0) + 1)
    expect(await leadsAt(7.1)).toBe(afterWeek)
  })

  it('lists the latest audit entries newest first', async () => {
    for (const order of [1, 2]) {
      await harness.local.pg.exec(
        `insert into public.articles (slug, title) values ('overview-order-${order}-${Date.now()}', 'Ordered')`,
      )
    }
    await actAs('admin')
    const { audit } = await overview()
    const times = audit.map((entry) => Date.parse(entry.createdAt))
    expect(times.length).toBeGreaterThan(1)
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(new Set(times).size).toBeGreaterThan(1)
  })

  it('counts what waits today: one more of each after new rows, old leads and due articles left out', async () => {
    await actAs('admin')
    const before = await countsOf()
    await seedOneOfEach()
    const after = await countsOf()
    for (const key of ['orders', 'messages', 'applications', 'leads', 'scheduled']) {
      expect(after[key], key).toBe((before[key] ?? 0) + 1)
    }
  })

  it('lists the latest audit entries with the actor named', async () => {
    await actAs('admin')
    const { createClient } = await import('@/lib/supabase/server')
    const supabase = await createClient()
    const { error } = await supabase
      .from('articles')
      .insert({ slug: `overview-audit-${Date.now()}`, title: 'Audited' })
    expect(error).toBeNull()
    const { audit } = await overview()
    expect(audit.length).toBeGreaterThan(0)
    expect(audit.length).toBeLessThanOrEqual(10)
    expect(audit[0]).toMatchObject({ actorName: 'Site Admin', table: 'articles', action: 'INSERT' })
  })

  it.each(refusedRoles)('shows %s nothing: RLS hides every row', async (who) => {
    await seedOneOfEach()
    await actAs(who)
    const { counts, audit } = await overview()
    expect(counts.every((item) => item.count === 0)).toBe(true)
    expect(audit).toEqual([])
  })
})

describe('getAdminBadges', () => {
  it('shows the same new orders and unread messages as the admin home', async () => {
    await seedOneOfEach()
    await actAs('admin')
    const sidebar = await badges()
    const home = await countsOf()
    expect(sidebar.orders).toBeGreaterThan(0)
    expect(sidebar.messages).toBeGreaterThan(0)
    expect(sidebar).toEqual({ orders: home.orders, messages: home.messages })
  })

  it('counts new rows at once: nothing is cached across requests', async () => {
    await actAs('admin')
    const before = await badges()
    await seedOneOfEach()
    const after = await badges()
    expect(after).toEqual({
      orders: (before.orders ?? 0) + 1,
      messages: (before.messages ?? 0) + 1,
    })
  })

  it.each(['anon', 'user'] as const)('shows %s no counts: RLS hides every row', async (who) => {
    await seedOneOfEach()
    await actAs(who)
    await expect(badges()).resolves.toEqual({ orders: 0, messages: 0 })
  })
})
