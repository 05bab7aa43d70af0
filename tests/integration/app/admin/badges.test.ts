import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import type { getAdminBadges } from '@/lib/data/admin/badges'
import type { getAdminOverview } from '@/lib/data/admin/overview'

import { actAs, ADMIN_ID, startAdminHarness } from './content-harness'

vi.mock('next/headers', () => import('../../../support/next-headers'))
vi.mock('next/cache', () => import('../../../support/next-cache'))

let harness: Awaited<ReturnType<typeof startAdminHarness>>
let badges: typeof getAdminBadges
let overview: typeof getAdminOverview

beforeAll(async () => {
  harness = await startAdminHarness()
  badges = (await import('@/lib/data/admin/badges')).getAdminBadges
  overview = (await import('@/lib/data/admin/overview')).getAdminOverview
})

afterAll(async () => {
  await harness?.stop()
})

beforeEach(async () => {
  await actAs('anon')
})

/** One new order request and one unread message, written as the superuser. */
async function seedWaiting() {
  await harness.local.pg.exec(`
    insert into public.orders (student_id, subject, academic_level, brief, deadline, academic_integrity_acknowledged)
      values ('${ADMIN_ID}', 'Statistics', 'undergraduate', 'A brief', now() + interval '7 days', true);
    insert into public.messages (name, email, body) values ('Badge', 'badge@example.org', 'Hello');
  `)
}

describe('getAdminBadges', () => {
  it('shows the same new orders and unread messages as the admin home', async () => {
    await seedWaiting()
    await actAs('admin')
    const sidebar = await badges()
    const home = Object.fromEntries((await overview()).counts.map((item) => [item.key, item.count]))
    expect(sidebar.orders).toBeGreaterThan(0)
    expect(sidebar.messages).toBeGreaterThan(0)
    expect(sidebar).toEqual({ orders: home.orders, messages: home.messages })
  })

  it('counts a new message at once: nothing is cached across requests', async () => {
    await actAs('admin')
    const before = await badges()
    await seedWaiting()
    const after = await badges()
    expect(after).toEqual({
      orders: (before.orders ?? 0) + 1,
      messages: (before.messages ?? 0) + 1,
    })
  })

  it.each(['anon', 'user'] as const)('shows %s no counts: RLS hides every row', async (who) => {
    await seedWaiting()
    await actAs(who)
    await expect(badges()).resolves.toEqual({ orders: 0, messages: 0 })
  })
})
