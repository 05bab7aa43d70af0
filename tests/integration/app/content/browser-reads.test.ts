import { describe, expect, it } from 'vitest'

import { fetchRole } from '@/lib/auth/role'
import { fetchActivePromotion } from '@/lib/promotions/fetch-active-promotion'

import { withoutGrant } from '../../../support/without-grant'
import { startHarness, suiteHarness } from '../../../support/supabase-local-harness'

// Reads the browser makes itself: the home page's promotion banner (a bare PostgREST request)
// and the header's role check (supabase-js with the visitor's session).

const harness = suiteHarness(() => startHarness())

const ADMIN_ID = 'a0000000-0000-4000-8000-000000000001'
const STUDENT_ID = 'a0000000-0000-4000-8000-000000000003'

const source = () => ({ supabaseUrl: harness.url, anonKey: harness.local.anonKey })

async function setOffer(status: string | null) {
  await harness.local.pg.exec(`delete from public.site_promotions where name = 'offer'`)
  if (status === null) return
  await harness.local.pg.query(
    `insert into public.site_promotions (name, status, headline, subtext, cta_label, cta_url, start_at, end_at)
      values ('offer', $1, 'Ten per cent off proofreading', 'This week only.', 'See services',
        '/services', '2026-11-01T00:00:00Z', '2026-12-31T23:59:59Z')`,
    [status],
  )
}

describe('the promotion banner’s read', () => {
  it('gets the active offer with its times as epoch milliseconds', async () => {
    await setOffer('active')
    const [row] = (
      await harness.local.pg.query<{ id: string }>(
        `select id from public.site_promotions where name = 'offer'`,
      )
    ).rows
    expect(await fetchActivePromotion(source())).toEqual({
      id: row?.id,
      headline: 'Ten per cent off proofreading',
      subtext: 'This week only.',
      cta_label: 'See services',
      cta_url: '/services',
      startsAt: Date.parse('2026-11-01T00:00:00Z'),
      endsAt: Date.parse('2026-12-31T23:59:59Z'),
    })
  })

  it('gets nothing when the offer is paused or absent, or another promotion is active', async () => {
    await setOffer('paused')
    expect(await fetchActivePromotion(source())).toBeNull()
    await setOffer(null)
    await harness.local.pg.exec(
      `insert into public.site_promotions (name, status, headline, end_at)
        values ('not-the-offer', 'active', 'Another', now() + interval '1 day')`,
    )
    expect(await fetchActivePromotion(source())).toBeNull()
  })

  it('fails with the HTTP status when PostgREST refuses the request', async () => {
    await setOffer('active')
    await expect(
      fetchActivePromotion({ supabaseUrl: harness.url, anonKey: 'not-a-key' }),
    ).rejects.toThrow('Promotion request failed with HTTP 401')
    await withoutGrant(harness.local.pg, 'select on public.site_promotions', () =>
      expect(fetchActivePromotion(source())).rejects.toThrow(
        'Promotion request failed with HTTP 401',
      ),
    )
  })

  it('stops when the page aborts it', async () => {
    const controller = new AbortController()
    controller.abort()
    await expect(fetchActivePromotion(source(), controller.signal)).rejects.toThrow(/abort/i)
  })
})

describe('the header’s role check', () => {
  it('reads admin for an admin and user for everyone else, whatever fails', async () => {
    expect(await fetchRole(harness.userClient(ADMIN_ID), ADMIN_ID)).toBe('admin')
    expect(await fetchRole(harness.userClient(STUDENT_ID), STUDENT_ID)).toBe('user')
    // A signed-in user cannot read another's role, so asking about the admin answers 'user'.
    expect(await fetchRole(harness.userClient(STUDENT_ID), ADMIN_ID)).toBe('user')
    expect(await fetchRole(harness.anon, ADMIN_ID)).toBe('user')
    const stranger = await harness.createUser()
    expect(await fetchRole(harness.userClient(stranger), stranger)).toBe('user')
  })
})
