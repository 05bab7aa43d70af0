import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { createPromotionAction } from '@/lib/actions/admin/promotions/create-promotion'
import type { deletePromotionAction } from '@/lib/actions/admin/promotions/delete-promotion'
import type { updatePromotionAction } from '@/lib/actions/admin/promotions/update-promotion'

import { withoutGrant } from '../../../support/without-grant'
import { actAs, ADMIN_ID, adminSuite, expectInvalidated, itRefusesNonAdmins } from './harness'

const harness = adminSuite()
let create: typeof createPromotionAction
let update: typeof updatePromotionAction
let remove: typeof deletePromotionAction

beforeAll(async () => {
  create = (await import('@/lib/actions/admin/promotions/create-promotion')).createPromotionAction
  update = (await import('@/lib/actions/admin/promotions/update-promotion')).updatePromotionAction
  remove = (await import('@/lib/actions/admin/promotions/delete-promotion')).deletePromotionAction
})

beforeEach(async () => {
  await harness.local.pg.exec(`delete from public.site_promotions where name <> 'offer'
    or id <> (select id from public.site_promotions where name = 'offer' order by created_at limit 1)`)
  // The seeded offer, live again for each test (some end it, or move its end into the past).
  await harness.local.pg.exec(`update public.site_promotions
    set status = 'active', start_at = null, end_at = now() + interval '30 days'`)
})

const input = {
  name: 'spring-sale',
  status: 'draft' as const,
  headline: 'Spring sale',
  subtext: '20% off proofreading',
  cta_label: 'See services',
  cta_url: '/services',
  end_at: '2099-04-01T18:00',
  timeZone: 'Europe/London',
}

async function promotionRows(name: string) {
  const { rows } = await harness.local.pg.query<{
    id: string
    status: string
    start_at: Date | null
    end_at: Date
    updated_at: Date
  }>(
    `select id, status, start_at, end_at, updated_at from public.site_promotions where name = $1
      order by created_at, id`,
    [name],
  )
  return rows
}

/** The seeded offer, still active but past its end (nothing rewrites a row at its end time). */
async function endSeededOffer() {
  await harness.local.pg.exec(`update public.site_promotions
    set start_at = null, end_at = now() - interval '1 hour' where name = 'offer'`)
  const [offer] = await promotionRows('offer')
  if (offer?.status !== 'active') throw new Error('the seeded offer is not active')
  return offer
}

/** The spec's home page query, as the browser sends it (anon key, single row). */
async function homePageOffer() {
  const response = await fetch(
    `${harness.local.url}/rest/v1/site_promotions?select=*&status=eq.active&name=eq.offer`,
    {
      headers: {
        apikey: harness.local.anonKey,
        Authorization: `Bearer ${harness.local.anonKey}`,
        Accept: 'application/vnd.pgrst.object+json',
      },
    },
  )
  return { status: response.status, body: (await response.json()) as { headline?: string } }
}

describe('createPromotionAction', () => {
  itRefusesNonAdmins('is refused for %s and creates nothing', {
    calls: () => [create(input)],
    unchanged: async () => {
      expect(await promotionRows(input.name)).toEqual([])
    },
  })

  it('creates for an admin, storing the end time in UTC, with an audit row by the admin', async () => {
    await actAs('admin')
    const result = await create(input)
    expect(result.ok).toBe(true)
    const [row] = await promotionRows(input.name)
    // 18:00 in London on 1 April (British Summer Time, UTC+1) is 17:00 UTC.
    expect(row?.end_at.toISOString()).toBe('2099-04-01T17:00:00.000Z')
    expect(await harness.auditOf('site_promotions', row?.id ?? '')).toEqual([
      { action: 'INSERT', actor_id: ADMIN_ID },
    ])
  })

  it.each([
    ['an empty headline', { headline: ' ' }, 'headline'],
    ['a javascript: link', { cta_url: 'javascript:alert(1)' }, 'cta_url'],
    ['a protocol-relative link', { cta_url: '//evil.example' }, 'cta_url'],
    ['an unknown status', { status: 'live' }, 'status'],
    ['an end time that is not a time', { end_at: 'soon' }, 'end_at'],
    [
      'an active promotion that has ended',
      { status: 'active', end_at: '2001-01-01T00:00' },
      'end_at',
    ],
  ])('refuses %s with a field error', async (_what, change, field) => {
    await actAs('admin')
    const result = await create({ ...input, ...change })
    expect(result).toMatchObject({ ok: false, fieldErrors: { [field]: [expect.any(String)] } })
    expect(await promotionRows(input.name)).toEqual([])
  })
})

describe('a promotion’s start time', () => {
  it('is optional: stored in UTC from the admin’s time zone, and cleared when emptied', async () => {
    await actAs('admin')
    // 09:00 in London on 31 March 2099 (British Summer Time, UTC+1) is 08:00 UTC.
    const created = await create({ ...input, start_at: '2099-03-31T09:00' })
    if (!created.ok) throw new Error(created.error)
    const [row] = await promotionRows(input.name)
    expect(row?.start_at?.toISOString()).toBe('2099-03-31T08:00:00.000Z')
    expect(row?.end_at.toISOString()).toBe('2099-04-01T17:00:00.000Z')

    const cleared = await update({
      ...input,
      start_at: '',
      id: created.data.id,
      updated_at: created.data.updated_at,
    })
    expect(cleared.ok).toBe(true)
    expect((await promotionRows(input.name))[0]?.start_at).toBeNull()
    // Left out altogether (an older client), it is none as well.
    expect((await create({ ...input, name: 'no-start' })).ok).toBe(true)
    expect((await promotionRows('no-start'))[0]?.start_at).toBeNull()
  })

  it.each([
    ['at the same minute as the end', '2099-04-01T18:00'],
    ['after the end', '2099-04-02T09:00'],
  ])(
    'refuses a start %s with a field error on the end, and stores nothing',
    async (_, start_at) => {
      await actAs('admin')
      const result = await create({ ...input, start_at })
      expect(result).toEqual({
        ok: false,
        error: expect.any(String),
        fieldErrors: { end_at: ['The promotion must end after it starts.'] },
      })
      expect(await promotionRows(input.name)).toEqual([])
    },
  )

  it('refuses, on an update, a start after the end, and changes nothing', async () => {
    const [draft] = await harness.seed('site_promotions', {
      name: input.name,
      status: 'draft',
      headline: 'Draft',
      end_at: '2099-05-01T00:00:00Z',
    })
    await actAs('admin')
    const result = await update({
      ...input,
      start_at: '2099-06-01T00:00',
      id: draft?.id ?? '',
      updated_at: new Date(draft?.updated_at ?? '').toISOString(),
    })
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { end_at: ['The promotion must end after it starts.'] },
    })
    const [row] = await promotionRows(input.name)
    expect(row?.start_at).toBeNull()
    expect(row?.end_at.toISOString()).toBe('2099-05-01T00:00:00.000Z')
  })

  it('refuses a start that is not a time', async () => {
    await actAs('admin')
    expect(await create({ ...input, start_at: 'tomorrow' })).toMatchObject({
      ok: false,
      fieldErrors: {
        start_at: ['Enter the date and time the promotion starts, or leave it empty.'],
      },
    })
    expect(await promotionRows(input.name)).toEqual([])
  })
})

describe('an active promotion past its end', () => {
  it('no longer blocks a new active one of its name: it is retired as ended, by the admin', async () => {
    const old = await endSeededOffer()
    await actAs('admin')
    const created = await create({ ...input, name: 'offer', status: 'active', headline: 'New' })
    if (!created.ok) throw new Error(created.error)
    const rows = await promotionRows('offer')
    expect(rows.map((row) => [row.id, row.status])).toEqual([
      [old.id, 'ended'],
      [created.data.id, 'active'],
    ])
    expect((await harness.auditOf('site_promotions', old.id)).at(-1)).toEqual({
      action: 'UPDATE',
      actor_id: ADMIN_ID,
    })
    expect(await homePageOffer()).toMatchObject({ status: 200, body: { headline: 'New' } })
  })

  it('no longer blocks activating another of its name through the editor', async () => {
    const old = await endSeededOffer()
    const [draft] = await harness.seed('site_promotions', {
      name: 'offer',
      status: 'draft',
      headline: 'Next month',
      end_at: '2099-05-01T00:00:00Z',
    })
    await actAs('admin')
    const result = await update({
      ...input,
      name: 'offer',
      status: 'active',
      headline: 'Next month',
      id: draft?.id ?? '',
      updated_at: new Date(draft?.updated_at ?? '').toISOString(),
    })
    expect(result.ok).toBe(true)
    expect((await promotionRows('offer')).map((row) => [row.id, row.status])).toEqual([
      [old.id, 'ended'],
      [draft?.id, 'active'],
    ])
  })

  it('is retired whoever writes the new one, and a live one still refuses a second', async () => {
    const old = await endSeededOffer()
    await harness.local.pg.exec(`insert into public.site_promotions (name, status, headline, end_at)
      values ('offer', 'active', 'Second', now() + interval '1 day')`)
    expect((await promotionRows('offer')).map((row) => row.status)).toEqual(['ended', 'active'])
    await expect(
      harness.local.pg.exec(`insert into public.site_promotions (name, status, headline, end_at)
        values ('offer', 'active', 'Third', now() + interval '1 day')`),
    ).rejects.toThrow(/site_promotions_one_active_per_name/)
    expect((await promotionRows('offer')).map((row) => [row.id, row.status])).toEqual([
      [old.id, 'ended'],
      [expect.any(String), 'active'],
    ])
  })

  it('leaves an ended active promotion of another name as it is', async () => {
    await endSeededOffer()
    await actAs('admin')
    expect((await create({ ...input, status: 'active' })).ok).toBe(true)
    expect((await promotionRows('offer'))[0]?.status).toBe('active')
  })

  it('lists as ended, under the Ended filter and not under Active', async () => {
    const old = await endSeededOffer()
    const [live, paused, ended] = await harness.seed('site_promotions', [
      { name: 'live', status: 'active', headline: 'Live', end_at: '2099-05-01T00:00:00Z' },
      { name: 'paused', status: 'paused', headline: 'Paused', end_at: '2001-05-01T00:00:00Z' },
      { name: 'over', status: 'ended', headline: 'Over', end_at: '2001-05-01T00:00:00Z' },
    ])
    const { listPromotions } = await import('@/lib/data/admin/promotions')
    await actAs('admin')
    const list = async (status?: string, search = '') =>
      (
        await listPromotions({
          page: 1,
          pageSize: 25,
          sort: 'name',
          direction: 'asc',
          search,
          filters: { status },
        })
      ).rows.map((row) => [row.id, row.status, row.shownStatus])
    expect(await list()).toEqual([
      [live?.id, 'active', 'active'],
      [old.id, 'active', 'ended'],
      [ended?.id, 'ended', 'ended'],
      [paused?.id, 'paused', 'paused'],
    ])
    expect(await list('active')).toEqual([[live?.id, 'active', 'active']])
    expect(await list('ended')).toEqual([
      [old.id, 'active', 'ended'],
      [ended?.id, 'ended', 'ended'],
    ])
    expect(await list('paused')).toEqual([[paused?.id, 'paused', 'paused']])
    // A search (through admin_search_promotions) keeps the same statuses.
    expect(await list('active', 'offer')).toEqual([])
    expect(await list('ended', 'offer')).toEqual([[old.id, 'active', 'ended']])
  })
})

describe('the promotions list sorted by status', () => {
  it('sorts an active promotion past its end with the ended ones, both ways, ties by id', async () => {
    // Written as SQL, not saved as active: the retire_ended_promotions trigger leaves it as it is.
    const old = await endSeededOffer()
    await harness.local.pg.exec(
      `update public.site_promotions set headline = 'Offer sale' where id = '${old.id}'`,
    )
    const [live, over, draft] = await harness.seed('site_promotions', [
      { name: 'live', status: 'active', headline: 'Live sale', end_at: '2099-05-01T00:00:00Z' },
      { name: 'over', status: 'ended', headline: 'Over sale', end_at: '2001-05-01T00:00:00Z' },
      { name: 'next', status: 'draft', headline: 'Next sale', end_at: '2099-06-01T00:00:00Z' },
    ])
    const { listPromotions } = await import('@/lib/data/admin/promotions')
    await actAs('admin')
    const list = async (direction: 'asc' | 'desc', search = '') =>
      (
        await listPromotions({
          page: 1,
          pageSize: 25,
          sort: 'status',
          direction,
          search,
          filters: {},
        })
      ).rows.map((row) => [row.id, row.status, row.shownStatus])
    const ended = [
      [old.id, 'active', 'ended'],
      [over?.id, 'ended', 'ended'],
    ].sort(([a], [b]) => (String(a) < String(b) ? -1 : 1))
    expect(await list('asc')).toEqual([
      [live?.id, 'active', 'active'],
      [draft?.id, 'draft', 'draft'],
      ...ended,
    ])
    expect(await list('desc')).toEqual([
      ...ended,
      [draft?.id, 'draft', 'draft'],
      [live?.id, 'active', 'active'],
    ])
    // A search (through admin_search_promotions) sorts the same way.
    expect(await list('asc', 'sale')).toEqual(await list('asc'))
    expect(await list('desc', 'sale')).toEqual(await list('desc'))
  })
})

describe('one active promotion per name', () => {
  it('is enforced in SQL, whoever writes', async () => {
    await expect(
      harness.local.pg.exec(`insert into public.site_promotions (name, status, headline, end_at)
        values ('offer', 'active', 'Second', now() + interval '1 day')`),
    ).rejects.toThrow(/site_promotions_one_active_per_name/)
    await harness.local.pg.exec(`insert into public.site_promotions (name, status, headline, end_at)
      values ('offer', 'draft', 'Next month', now() + interval '40 days')`)
    expect(await homePageOffer()).toMatchObject({ status: 200 })
  })

  it('makes a second active offer a field error on status, then activates once the first ends', async () => {
    await actAs('admin')
    const second = await create({
      ...input,
      name: 'offer',
      status: 'active',
      headline: 'New offer',
    })
    expect(second).toEqual({
      ok: false,
      error: 'Another promotion with this name is already active.',
      fieldErrors: {
        status: [
          'A promotion named "offer" is already active. Pause or end it first, or keep this one as a draft.',
        ],
      },
    })

    const draft = await create({ ...input, name: 'offer', headline: 'New offer' })
    if (!draft.ok) throw new Error(draft.error)
    const [current] = (await promotionRows('offer')).filter((row) => row.status === 'active')
    const ended = await update({
      ...input,
      name: 'offer',
      status: 'ended',
      headline: 'Old offer',
      id: current?.id ?? '',
      updated_at: current?.updated_at.toISOString() ?? '',
    })
    expect(ended.ok).toBe(true)
    expect((await homePageOffer()).status).toBe(406)

    const activated = await update({
      ...input,
      name: 'offer',
      status: 'active',
      headline: 'New offer',
      id: draft.data.id,
      updated_at: draft.data.updated_at,
    })
    if (!activated.ok) throw new Error(activated.error)
    // The editor keeps the saved version to name in its next save.
    const [stored] = (await promotionRows('offer')).filter((row) => row.id === draft.data.id)
    expect(activated.data.id).toBe(draft.data.id)
    expect(new Date(activated.data.updated_at)).toEqual(stored?.updated_at)
    expect(await homePageOffer()).toMatchObject({ status: 200, body: { headline: 'New offer' } })
    // The banner is read live by the browser (no server cache), so there is no tag to drop.
    expectInvalidated()
  })

  it('makes activating a second offer through the editor the same field error, and changes nothing', async () => {
    const [draft] = await harness.seed('site_promotions', {
      name: 'offer',
      status: 'draft',
      headline: 'Next month',
      end_at: '2099-05-01T00:00:00Z',
    })
    await actAs('admin')
    const result = await update({
      ...input,
      name: 'offer',
      status: 'active',
      id: draft?.id ?? '',
      updated_at: new Date(draft?.updated_at ?? '').toISOString(),
    })
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: {
        status: [expect.stringMatching(/^A promotion named "offer" is already active/)],
      },
    })
    expect((await promotionRows('offer')).map((row) => row.status).sort()).toEqual([
      'active',
      'draft',
    ])
  })

  it('reports a database refusal other than a second active offer as it is', async () => {
    await actAs('admin')
    // The admin's role loses its insert grant for this one call: a refusal of another kind.
    const result = await withoutGrant(
      harness.local.pg,
      'insert on public.site_promotions',
      () => create(input),
      'authenticated',
    )
    expect(result).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Could not create the promotion: ./),
    })
    expect(result).not.toHaveProperty('fieldErrors')
    expect(await promotionRows(input.name)).toEqual([])
  })
})

describe('updatePromotionAction', () => {
  itRefusesNonAdmins('is refused for %s and changes nothing', {
    arrange: async () => (await promotionRows('offer'))[0],
    calls: (offer) => [
      update({
        ...input,
        name: 'offer',
        status: 'ended',
        id: offer?.id ?? '',
        updated_at: offer?.updated_at.toISOString() ?? '',
      }),
    ],
    unchanged: async () => {
      expect((await promotionRows('offer'))[0]?.status).toBe('active')
    },
  })

  it('reports a save over someone else’s newer change as a conflict', async () => {
    const [offer] = await promotionRows('offer')
    await actAs('admin')
    const result = await update({
      ...input,
      name: 'offer',
      status: 'active',
      id: offer?.id ?? '',
      updated_at: '2000-01-01T00:00:00.000Z',
    })
    // The last change was the setup's SQL, so the audit log names the database role.
    expect(result).toMatchObject({ ok: false, conflict: { changedBy: 'postgres' } })
    expect((await promotionRows('offer'))[0]?.updated_at).toEqual(offer?.updated_at)
  })

  it('reports a promotion deleted meanwhile as gone, not as a conflict or a second offer', async () => {
    await actAs('admin')
    const result = await update({
      ...input,
      id: '00000000-0000-4000-8000-000000000000',
      updated_at: '2000-01-01T00:00:00.000Z',
    })
    expect(result).toEqual({
      ok: false,
      error: 'This item no longer exists. It may have been deleted.',
    })
  })
})

describe('deletePromotionAction', () => {
  itRefusesNonAdmins('is refused for %s', {
    arrange: async () => (await promotionRows('offer'))[0]?.id ?? '',
    calls: (offer) => [remove({ id: offer })],
    unchanged: async () => {
      expect(await promotionRows('offer')).toHaveLength(1)
    },
  })

  it('deletes for an admin, with an audit row', async () => {
    await actAs('admin')
    const created = await create(input)
    if (!created.ok) throw new Error(created.error)
    expect(await remove({ id: created.data.id })).toEqual({ ok: true, data: undefined })
    expect(await promotionRows(input.name)).toEqual([])
    const audit = await harness.auditOf('site_promotions', created.data.id)
    expect(audit.at(-1)).toEqual({ action: 'DELETE', actor_id: ADMIN_ID })
    expect(await remove({ id: created.data.id })).toEqual({
      ok: false,
      error: 'This promotion no longer exists.',
    })
  })
})

describe('promotion statistics (promotion_stats)', () => {
  it('counts impressions and clicks in SQL for admins, and nothing for others', async () => {
    const [offer] = await promotionRows('offer')
    const id = offer?.id ?? ''
    await harness.local.pg.exec(`delete from public.promotion_events;
      insert into public.promotion_events (promotion_id, event)
      select '${id}', case when n <= 3 then 'click' else 'impression' end
      from generate_series(1, 12) n`)
    await actAs('admin')
    const { getPromotionStats } = await import('@/lib/data/admin/promotions')
    expect((await getPromotionStats([id])).get(id)).toEqual({
      impressions: 9,
      clicks: 3,
      ctr: 33.3,
    })
    await actAs('user')
    expect((await getPromotionStats([id])).get(id)).toBeUndefined()
  })
})
