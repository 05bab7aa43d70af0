import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { createTestimonialAction as Create } from '@/lib/actions/admin/testimonials/create-testimonial'
import type { deleteTestimonialAction as Delete } from '@/lib/actions/admin/testimonials/delete-testimonial'
import type { moveTestimonialAction as Move } from '@/lib/actions/admin/testimonials/move-testimonial'
import type { listTestimonialsPage as ListPage } from '@/lib/data/admin/testimonials'
import type { getApprovedTestimonials as GetApproved } from '@/lib/data/testimonials'

import { actAs, ADMIN_ID, adminSuite, expectInvalidated, itRefusesNonAdmins } from './harness'

const harness = adminSuite()
let create: typeof Create
let remove: typeof Delete
let move: typeof Move
let listPage: typeof ListPage
let getApproved: typeof GetApproved

const ids = {
  a: 'e1000000-0000-4000-8000-00000000000a',
  b: 'e1000000-0000-4000-8000-00000000000b',
  c: 'e1000000-0000-4000-8000-00000000000c',
}
// Every testimonial these tests create is named with it, so afterEach can find them.
const CREATED = 'Created by the create test'

const newTestimonial = {
  name: CREATED,
  university: 'University of Leeds',
  country: 'United Kingdom',
  rating: 4,
  quote: 'The feedback on my essay plan changed how I argue.',
  status: 'pending' as const,
  isFeatured: false,
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

async function stored(id: string) {
  const { rows } = await harness.local.pg.query<Record<string, unknown>>(
    `select name, university, country, rating, quote, status, is_featured, sort_order
      from public.testimonials where id = $1`,
    [id],
  )
  return rows[0]
}

async function adminClient() {
  const { createClient } = await import('@/lib/supabase/server')
  return createClient()
}

beforeAll(async () => {
  create = (await import('@/lib/actions/admin/testimonials/create-testimonial'))
    .createTestimonialAction
  remove = (await import('@/lib/actions/admin/testimonials/delete-testimonial'))
    .deleteTestimonialAction
  move = (await import('@/lib/actions/admin/testimonials/move-testimonial')).moveTestimonialAction
  listPage = (await import('@/lib/data/admin/testimonials')).listTestimonialsPage
  getApproved = (await import('@/lib/data/testimonials')).getApprovedTestimonials
})

beforeEach(async () => {
  await harness.local.pg.exec(`
    delete from public.testimonials where id in ('${ids.a}', '${ids.b}', '${ids.c}');
    insert into public.testimonials (id, name, rating, quote, status, is_featured, sort_order) values
      ('${ids.a}', 'Chloe', 4, 'Pending praise', 'pending', false, 200),
      ('${ids.b}', 'Dev', 5, 'Approved praise', 'approved', true, 201),
      ('${ids.c}', 'Eve', 3, 'Another', 'approved', false, 202);
  `)
})

afterEach(async () => {
  await harness.local.pg.query('delete from public.testimonials where name = $1', [CREATED])
})

describe('createTestimonialAction', () => {
  itRefusesNonAdmins('is refused for %s and creates nothing', {
    arrange: () => harness.count('testimonials'),
    calls: () => [create(newTestimonial)],
    unchanged: async (before) => {
      expect(await harness.count('testimonials')).toBe(before)
    },
  })

  it('creates one at the end of the display order for an admin: audited, invalidated, listed last', async () => {
    const before = await displayOrder()
    await actAs('admin')
    const result = await create(newTestimonial)
    expect(result).toEqual({ ok: true, data: { id: expect.any(String) } })
    const id = result.ok ? result.data.id : ''
    expect(await stored(id)).toEqual({
      name: CREATED,
      university: 'University of Leeds',
      country: 'United Kingdom',
      rating: 4,
      quote: 'The feedback on my essay plan changed how I argue.',
      status: 'pending',
      is_featured: false,
      // One past the highest before it (Eve's 202, unless a seeded row sits higher).
      sort_order: Math.max(...before.map((row) => row.sort_order)) + 1,
    })
    const after = await displayOrder()
    expect(after.map((row) => row.id)).toEqual([...before.map((row) => row.id), id])
    expectInvalidated('testimonials')
    expect(await harness.auditOf('testimonials', id)).toEqual([
      { action: 'INSERT', actor_id: ADMIN_ID },
    ])
    // The admin list shows it last, on its last page.
    const page = await listPage(await adminClient(), { page: 1, pageSize: 100 })
    expect(page.total).toBe(after.length)
    expect(page.rows.at(-1)).toMatchObject({ id, name: CREATED, status: 'pending', rating: 4 })
  })

  it('stores an empty university and country as no value, and trims the text', async () => {
    await actAs('admin')
    const result = await create({
      ...newTestimonial,
      name: `  ${CREATED} `,
      university: '',
      country: ' ',
      quote: ' Spaced out. ',
    })
    expect(result.ok).toBe(true)
    expect(await stored(result.ok ? result.data.id : '')).toMatchObject({
      name: CREATED,
      university: null,
      country: null,
      quote: 'Spaced out.',
    })
  })

  it('shows an approved, featured new one on the home page among the featured ones', async () => {
    await actAs('admin')
    const result = await create({ ...newTestimonial, status: 'approved', isFeatured: true })
    const id = result.ok ? result.data.id : ''
    const shown = (await getApproved(50)).map((t) => t.id)
    expect(shown).toContain(id)
    // Featured first: after Dev (featured, earlier in the order), before Eve (not featured).
    expect(shown.indexOf(ids.b)).toBeLessThan(shown.indexOf(id))
    expect(shown.indexOf(id)).toBeLessThan(shown.indexOf(ids.c))
  })

  it('still goes last when the highest sort_order is the largest integer', async () => {
    await harness.local.pg.exec(
      `update public.testimonials set sort_order = 2147483647 where id = '${ids.c}'`,
    )
    await actAs('admin')
    const result = await create(newTestimonial)
    expect(result).toMatchObject({ ok: true })
    const id = result.ok ? result.data.id : ''
    expect((await stored(id))?.sort_order).toBe(2147483647)
    expect((await displayOrder()).slice(-2).map((row) => row.id)).toEqual([ids.c, id])
  })

  it('checks the fields as the editor does and creates nothing on a mistake', async () => {
    const before = await harness.count('testimonials')
    await actAs('admin')
    expect(await create({ ...newTestimonial, rating: 6, name: ' ', quote: '' })).toEqual({
      ok: false,
      error: 'Please correct the highlighted fields.',
      fieldErrors: {
        name: ['Enter a name.'],
        rating: ['Choose a rating from 1 to 5.'],
        quote: ['Enter the quote.'],
      },
    })
    const { rating: _, ...unrated } = newTestimonial
    expect(await create(unrated)).toMatchObject({
      ok: false,
      fieldErrors: { rating: ['Choose a rating.'] },
    })
    expect(await create({ ...newTestimonial, rating: 0 })).toMatchObject({ ok: false })
    expect(await create({ ...newTestimonial, rating: 4.5 })).toMatchObject({ ok: false })
    expect(await create({ ...newTestimonial, quote: 'x'.repeat(2001) })).toMatchObject({
      ok: false,
      fieldErrors: { quote: ['Use at most 2000 characters.'] },
    })
    expect(await create({ ...newTestimonial, status: 'famous' })).toMatchObject({ ok: false })
    expect(await harness.count('testimonials')).toBe(before)
    expectInvalidated()
  })
})

describe('deleteTestimonialAction', () => {
  itRefusesNonAdmins('is refused for %s and deletes nothing', {
    calls: () => [remove({ id: ids.b })],
    unchanged: async () => {
      expect(await stored(ids.b)).toMatchObject({ name: 'Dev' })
    },
  })

  it('deletes for an admin: gone from the list and the home page, audited with its values, invalidated', async () => {
    expect((await getApproved(50)).map((t) => t.id)).toContain(ids.b)
    await actAs('admin')
    expect(await remove({ id: ids.b })).toEqual({ ok: true, data: undefined })
    expect(await stored(ids.b)).toBeUndefined()
    expectInvalidated('testimonials')
    const [entry] = (await harness.auditLog('testimonials', ids.b)).slice(-1)
    expect(entry).toMatchObject({
      action: 'DELETE',
      actor_id: ADMIN_ID,
      before: { name: 'Dev', quote: 'Approved praise', status: 'approved' },
      after: null,
    })
    expect((await getApproved(50)).map((t) => t.id)).not.toContain(ids.b)
    const page = await listPage(await adminClient(), { page: 1, pageSize: 100 })
    expect(page.rows.map((row) => row.id)).not.toContain(ids.b)
    expect(page.rows.slice(-2).map((row) => row.id)).toEqual([ids.a, ids.c])
  })

  it('leaves a gap the order needs no closing for: a move across it writes only the two rows', async () => {
    await actAs('admin')
    expect(await remove({ id: ids.b })).toMatchObject({ ok: true })
    const before = await displayOrder()
    expect(before.slice(-2)).toMatchObject([
      { id: ids.a, sort_order: 200 },
      { id: ids.c, sort_order: 202 },
    ])
    expect(await move({ id: ids.c, by: -1 })).toEqual({ ok: true, data: { changed: 2 } })
    const after = await displayOrder()
    expect(after.slice(-2)).toMatchObject([
      { id: ids.c, sort_order: 200 },
      { id: ids.a, sort_order: 202 },
    ])
    // No row outside the two was renumbered.
    expect(after.slice(0, -2)).toEqual(before.slice(0, -2))
  })

  it('says a testimonial deleted meanwhile no longer exists, and invalidates nothing', async () => {
    await harness.local.pg.exec(`delete from public.testimonials where id = '${ids.a}'`)
    await actAs('admin')
    expect(await remove({ id: ids.a })).toEqual({
      ok: false,
      error: 'This testimonial no longer exists.',
    })
    expectInvalidated()
  })

  it('refuses a non-id and deletes nothing', async () => {
    const before = await harness.count('testimonials')
    await actAs('admin')
    expect(await remove({ id: 'not-an-id' })).toMatchObject({
      ok: false,
      fieldErrors: { id: expect.any(Array) },
    })
    expect(await harness.count('testimonials')).toBe(before)
    expectInvalidated()
  })
})
