import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { moveTestimonialAction as Move } from '@/lib/actions/admin/testimonials/move-testimonial'
import type { saveTestimonialAction as Save } from '@/lib/actions/admin/testimonials/save-testimonial'
import type { setTestimonialStateAction as SetState } from '@/lib/actions/admin/testimonials/set-testimonial-state'
import type {
  getTestimonialEditorValues as GetEditorValues,
  listTestimonialsPage as ListPage,
} from '@/lib/data/admin/testimonials'
import type { getApprovedTestimonials as GetApproved } from '@/lib/data/testimonials'

import { actAs, ADMIN_ID, adminSuite, expectInvalidated, itRefusesNonAdmins } from './harness'

const harness = adminSuite()
let setState: typeof SetState
let move: typeof Move
let save: typeof Save
let getApproved: typeof GetApproved
let listPage: typeof ListPage
let getEditorValues: typeof GetEditorValues

const ids = {
  a: 'e0000000-0000-4000-8000-00000000000a',
  b: 'e0000000-0000-4000-8000-00000000000b',
  c: 'e0000000-0000-4000-8000-00000000000c',
}

async function row(id: string) {
  const { rows } = await harness.local.pg.query<{
    status: string
    is_featured: boolean
    sort_order: number
    quote: string
    rating: number
    updated_at: Date
  }>(
    'select status, is_featured, sort_order, quote, rating, updated_at from public.testimonials where id = $1',
    [id],
  )
  return rows[0]!
}

/** Every testimonial's id, sort_order and updated_at, in display order (the list's and the RPC's). */
async function displayOrder() {
  const { rows } = await harness.local.pg.query<{
    id: string
    sort_order: number
    updated_at: Date
  }>(
    'select id, sort_order, updated_at from public.testimonials order by sort_order, created_at, id',
  )
  return rows
}

/** The ids in display order after moving `id` by `by` places, stopping at either end. */
function expectedOrder(before: { id: string }[], id: string, by: number) {
  const order = before.map((row) => row.id)
  const from = order.indexOf(id)
  const to = Math.min(Math.max(from + by, 0), order.length - 1)
  order.splice(from, 1)
  order.splice(to, 0, id)
  return order
}

/** Whether each sort_order is greater than the one before: the order needs no tie-breaks. */
const strictlyIncreasing = (rows: { sort_order: number }[]) =>
  rows.every((row, i) => i === 0 || rows[i - 1]!.sort_order < row.sort_order)

const editorValues = async (id: string) => {
  const current = await row(id)
  return {
    id,
    updatedAt: current.updated_at.toISOString(),
    name: 'Chloe',
    university: 'UCL',
    country: 'United Kingdom',
    rating: 4,
    quote: current.quote,
    status: current.status as 'pending',
    isFeatured: current.is_featured,
  }
}

beforeAll(async () => {
  setState = (await import('@/lib/actions/admin/testimonials/set-testimonial-state'))
    .setTestimonialStateAction
  move = (await import('@/lib/actions/admin/testimonials/move-testimonial')).moveTestimonialAction
  save = (await import('@/lib/actions/admin/testimonials/save-testimonial')).saveTestimonialAction
  getApproved = (await import('@/lib/data/testimonials')).getApprovedTestimonials
  listPage = (await import('@/lib/data/admin/testimonials')).listTestimonialsPage
  getEditorValues = (await import('@/lib/data/admin/testimonials')).getTestimonialEditorValues
})

beforeEach(async () => {
  await harness.local.pg.exec(`
    delete from public.testimonials where id in ('${ids.a}', '${ids.b}', '${ids.c}');
    insert into public.testimonials (id, name, rating, quote, status, sort_order) values
      ('${ids.a}', 'Chloe', 4, 'Pending praise', 'pending', 100),
      ('${ids.b}', 'Dev', 5, 'Approved praise', 'approved', 101),
      ('${ids.c}', 'Eve', 3, 'Another', 'approved', 102);
  `)
})

describe('setTestimonialStateAction', () => {
  itRefusesNonAdmins('is refused for %s and changes nothing', {
    calls: () => [setState({ id: ids.a, status: 'approved', isFeatured: true })],
    unchanged: async () => {
      expect(await row(ids.a)).toMatchObject({ status: 'pending', is_featured: false })
    },
  })

  it('approves and features for an admin: audited, tag invalidated, first on the home page', async () => {
    await harness.local.pg.exec(
      `update public.testimonials set sort_order = 500 where id = '${ids.a}'`,
    )
    await actAs('admin')
    expect(await setState({ id: ids.a, status: 'approved' })).toEqual({ ok: true, data: undefined })
    expect(await setState({ id: ids.a, isFeatured: true })).toMatchObject({ ok: true })
    expect(await row(ids.a)).toMatchObject({ status: 'approved', is_featured: true })
    expectInvalidated('testimonials', 'testimonials')
    expect((await harness.auditOf('testimonials', ids.a)).at(-1)).toEqual({
      action: 'UPDATE',
      actor_id: ADMIN_ID,
    })
    // Featured approved testimonials lead, whatever their place in the order.
    const shown = (await getApproved(50)).map((t) => t.id)
    expect(shown.indexOf(ids.a)).toBeGreaterThanOrEqual(0)
    expect(shown.indexOf(ids.a)).toBeLessThan(shown.indexOf(ids.b))
  })

  it('says a testimonial deleted meanwhile no longer exists, and invalidates nothing', async () => {
    await harness.local.pg.exec(`delete from public.testimonials where id = '${ids.a}'`)
    await actAs('admin')
    expect(await setState({ id: ids.a, status: 'approved' })).toEqual({
      ok: false,
      error: 'This testimonial no longer exists.',
    })
    expectInvalidated()
  })

  it('asks for something to change and a valid status', async () => {
    await actAs('admin')
    expect(await setState({ id: ids.a })).toMatchObject({
      ok: false,
      fieldErrors: { status: expect.any(Array) },
    })
    expect(await setState({ id: ids.a, status: 'famous' })).toMatchObject({ ok: false })
    expectInvalidated()
  })
})

describe('listTestimonialsPage', () => {
  it('reads a page of every testimonial, any status, in display order, with the total', async () => {
    const order = (await displayOrder()).map((r) => r.id)
    await actAs('admin')
    const { createClient } = await import('@/lib/supabase/server')
    const supabase = await createClient()
    const first = await listPage(supabase, { page: 1, pageSize: 10 })
    expect(first.rows.map((r) => r.id)).toEqual(order.slice(0, 10))
    expect(first).toMatchObject({
      total: order.length,
      totalKind: 'exact',
      pageCount: Math.ceil(order.length / 10),
    })
    // Exactly the columns the list shows, nothing more.
    expect(Object.keys(first.rows[0]!).sort()).toEqual([
      'country',
      'id',
      'is_featured',
      'name',
      'quote',
      'rating',
      'sort_order',
      'status',
      'university',
      'updated_at',
    ])
    const last = await listPage(supabase, { page: first.pageCount, pageSize: 10 })
    expect(last.rows.map((r) => r.id)).toEqual(order.slice((first.pageCount - 1) * 10))
    expect(last.rows.slice(-3)).toMatchObject([
      { id: ids.a, name: 'Chloe', status: 'pending', sort_order: 100, rating: 4 },
      { id: ids.b, name: 'Dev', status: 'approved', sort_order: 101, rating: 5 },
      { id: ids.c, name: 'Eve', status: 'approved', sort_order: 102, rating: 3 },
    ])
  })
})

describe('getTestimonialEditorValues', () => {
  it('gives the editor every field, empty text for a missing university or country, or null', async () => {
    await harness.local.pg.exec(
      `update public.testimonials set university = 'McGill University', country = 'Canada',
        is_featured = true where id = '${ids.b}'`,
    )
    await actAs('admin')
    const { createClient } = await import('@/lib/supabase/server')
    const supabase = await createClient()
    expect(await getEditorValues(supabase, ids.b)).toEqual({
      id: ids.b,
      updatedAt: expect.any(String),
      name: 'Dev',
      university: 'McGill University',
      country: 'Canada',
      rating: 5,
      quote: 'Approved praise',
      status: 'approved',
      isFeatured: true,
    })
    expect(await getEditorValues(supabase, ids.a)).toMatchObject({
      university: '',
      country: '',
      isFeatured: false,
    })
    expect(await getEditorValues(supabase, 'e0000000-0000-4000-8000-0000000000ff')).toBeNull()
  })
})

describe('moveTestimonialAction', () => {
  itRefusesNonAdmins('is refused for %s and keeps the order', {
    calls: () => [move({ id: ids.c, by: -2 })],
    unchanged: async () => {
      expect((await row(ids.c)).sort_order).toBe(102)
    },
  })

  it('moves a row up for an admin, answers how many changed place, and the home page follows', async () => {
    const before = await displayOrder()
    await actAs('admin')
    expect(await move({ id: ids.c, by: -2 })).toEqual({ ok: true, data: { changed: 3 } })
    const after = await displayOrder()
    expect(after.map((r) => r.id)).toEqual(expectedOrder(before, ids.c, -2))
    expect(after.slice(-3).map((r) => r.id)).toEqual([ids.c, ids.a, ids.b])
    expect(strictlyIncreasing(after)).toBe(true)
    expectInvalidated('testimonials')
    expect((await harness.auditOf('testimonials', ids.c)).at(-1)?.actor_id).toBe(ADMIN_ID)
    const shown = (await getApproved(50))
      .map((t) => t.id)
      .filter((id) => id === ids.b || id === ids.c)
    expect(shown).toEqual([ids.c, ids.b])
  })

  it('writes only the rows it passes while their order needs no tie-breaks', async () => {
    await actAs('admin')
    const before = await displayOrder()
    expect(strictlyIncreasing(before.slice(-4))).toBe(true)
    expect(await move({ id: ids.a, by: 1 })).toEqual({ ok: true, data: { changed: 2 } })
    const after = await displayOrder()
    expect(after.map((r) => r.id)).toEqual(expectedOrder(before, ids.a, 1))
    // b and a swapped values; c and every row before them were not written.
    expect(after.map((r) => r.sort_order)).toEqual(before.map((r) => r.sort_order))
    const untouched = after.filter((r) => r.id !== ids.a && r.id !== ids.b)
    expect(untouched.map((r) => r.updated_at)).toEqual(
      before.filter((r) => r.id !== ids.a && r.id !== ids.b).map((r) => r.updated_at),
    )
  })

  it('numbers every row by its place first where rows share a sort_order, then moves', async () => {
    await harness.local.pg.exec(
      `update public.testimonials set sort_order = 100 where id in ('${ids.a}', '${ids.b}', '${ids.c}')`,
    )
    const before = await displayOrder()
    expect(before.slice(-3).map((r) => r.id)).toEqual([ids.a, ids.b, ids.c])
    await actAs('admin')
    expect(await move({ id: ids.c, by: -1 })).toEqual({ ok: true, data: { changed: 2 } })
    const after = await displayOrder()
    expect(after.map((r) => r.id)).toEqual(expectedOrder(before, ids.c, -1))
    expect(after.slice(-3).map((r) => r.id)).toEqual([ids.a, ids.c, ids.b])
    expect(after.map((r) => r.sort_order)).toEqual(after.map((_, place) => place))
  })

  it('stops at either end of the order', async () => {
    await actAs('admin')
    const before = await displayOrder()
    expect(await move({ id: ids.a, by: -1_000_000 })).toEqual({
      ok: true,
      data: { changed: before.length - 2 },
    })
    expect((await displayOrder())[0]!.id).toBe(ids.a)
    expect(await move({ id: ids.a, by: -1 })).toEqual({ ok: true, data: { changed: 0 } })
    expect(await move({ id: ids.a, by: 1_000_000 })).toEqual({
      ok: true,
      data: { changed: before.length },
    })
    const after = await displayOrder()
    expect(after.at(-1)!.id).toBe(ids.a)
    expect(after.map((r) => r.id)).toEqual(expectedOrder(before, ids.a, 1_000_000))
    expect(await move({ id: ids.a, by: 1 })).toEqual({ ok: true, data: { changed: 0 } })
    expectInvalidated('testimonials', 'testimonials', 'testimonials', 'testimonials')
  })

  it('says a testimonial deleted meanwhile no longer exists, and invalidates nothing', async () => {
    await harness.local.pg.exec(`delete from public.testimonials where id = '${ids.a}'`)
    await actAs('admin')
    expect(await move({ id: ids.a, by: -1 })).toEqual({
      ok: false,
      error: 'This testimonial no longer exists.',
    })
    expectInvalidated()
  })

  it('refuses a non-id and a move of no places', async () => {
    await actAs('admin')
    expect(await move({ id: 'x', by: 1 })).toMatchObject({
      ok: false,
      fieldErrors: { id: expect.any(Array) },
    })
    expect(await move({ id: ids.a, by: 0 })).toMatchObject({
      ok: false,
      fieldErrors: { by: ['Nothing to move.'] },
    })
    expect((await row(ids.a)).sort_order).toBe(100)
    expectInvalidated()
  })
})

describe('saveTestimonialAction', () => {
  itRefusesNonAdmins('is refused for %s and changes nothing', {
    arrange: () => editorValues(ids.a),
    calls: (values) => [save({ ...values, quote: 'Defaced' })],
    unchanged: async () => {
      expect((await row(ids.a)).quote).toBe('Pending praise')
    },
  })

  it('saves an edit with a rating of 1 to 5, audited and invalidated', async () => {
    const values = await editorValues(ids.a)
    await actAs('admin')
    const result = await save({ ...values, quote: 'Edited praise', rating: 5 })
    const saved = await row(ids.a)
    // The answer carries the new version, so the editor's next save names it.
    expect(result).toEqual({ ok: true, data: { updatedAt: expect.any(String) } })
    expect(result.ok && new Date(result.data.updatedAt).getTime()).toBe(saved.updated_at.getTime())
    expect(saved).toMatchObject({ quote: 'Edited praise', rating: 5 })
    expectInvalidated('testimonials')
    expect((await harness.auditOf('testimonials', ids.a)).at(-1)).toEqual({
      action: 'UPDATE',
      actor_id: ADMIN_ID,
    })
  })

  it('stores an empty university and country as no value, not an empty string', async () => {
    const values = await editorValues(ids.a)
    await actAs('admin')
    expect(await save({ ...values, university: '', country: '' })).toMatchObject({ ok: true })
    const { rows } = await harness.local.pg.query<{
      university: string | null
      country: string | null
    }>('select university, country from public.testimonials where id = $1', [ids.a])
    expect(rows[0]).toEqual({ university: null, country: null })
  })

  it('says a testimonial deleted meanwhile no longer exists, and invalidates nothing', async () => {
    const values = await editorValues(ids.a)
    await harness.local.pg.exec(`delete from public.testimonials where id = '${ids.a}'`)
    await actAs('admin')
    expect(await save({ ...values, quote: 'Lost words' })).toEqual({
      ok: false,
      error: 'This item no longer exists. It may have been deleted.',
    })
    expectInvalidated()
  })

  it('rejects a rating outside 1-5 and an empty quote', async () => {
    const values = await editorValues(ids.a)
    await actAs('admin')
    const result = await save({ ...values, rating: 6, quote: ' ' })
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { rating: [expect.any(String)], quote: [expect.any(String)] },
    })
    expect(await save({ ...values, rating: 0 })).toMatchObject({
      ok: false,
      fieldErrors: { rating: expect.any(Array) },
    })
  })

  it('reports a concurrent edit as a conflict in the editor shape and overwrites nothing', async () => {
    const values = await editorValues(ids.a)
    await actAs('admin')
    expect(await save({ ...values, quote: 'Their words' })).toMatchObject({ ok: true })
    await actAs('admin')
    const mine = await save({ ...values, quote: 'My words' })
    expect(mine).toMatchObject({
      ok: false,
      conflict: {
        changedBy: expect.any(String),
        current: { quote: 'Their words', isFeatured: false },
      },
    })
    expect((await row(ids.a)).quote).toBe('Their words')
    expectInvalidated()
  })
})

describe('move_testimonial called straight through the API', () => {
  it.each(['user', 'anon'] as const)(
    'is refused (42501) for %s and moves nothing',
    async (role) => {
      await actAs(role)
      const { createClient } = await import('@/lib/supabase/server')
      const { data, error } = await (
        await createClient()
      ).rpc('move_testimonial', { testimonial_id: ids.c, places: -2 })
      expect(data).toBeNull()
      expect(error?.code).toBe('42501')
      expect((await row(ids.c)).sort_order).toBe(102)
    },
  )
})
