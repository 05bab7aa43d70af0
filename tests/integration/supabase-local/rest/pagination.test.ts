import { describe, expect, test } from 'vitest'
import { suiteHarness } from '@/tests/support/supabase-local-harness.ts'
import { startHarness } from './harness.ts'

const h = suiteHarness(startHarness)

describe('ordering', () => {
  test('asc/desc with nulls first and last, several columns', async () => {
    const desc = await h.anon
      .from('rt_articles')
      .select('id')
      .order('rating', { ascending: false })
      .order('id')
    expect(desc.data?.map((r) => r.id)).toEqual([3, 5, 2, 1, 4])
    const last = await h.anon
      .from('rt_articles')
      .select('id')
      .order('rating', { ascending: false, nullsFirst: false })
      .order('id')
    expect(last.data?.map((r) => r.id)).toEqual([2, 1, 4, 3, 5])
    const first = await h.anon
      .from('rt_articles')
      .select('id')
      .order('rating', { nullsFirst: true })
      .order('id')
    expect(first.data?.map((r) => r.id)).toEqual([3, 5, 4, 1, 2])
  })

  test('order by a JSON path', async () => {
    const res = await h.rest(
      '/rt_articles?select=id&meta->>level=not.is.null&order=meta->>level.desc,id',
    )
    expect(await res.json()).toEqual([{ id: 5 }, { id: 1 }, { id: 3 }, { id: 2 }])
  })

  test('unknown order column is 42703', async () => {
    const { error, status } = await h.anon.from('rt_articles').select('id').order('nope')
    expect(status).toBe(400)
    expect(error?.code).toBe('42703')
  })
})

describe('limit, offset, range and counts', () => {
  test('range() maps to offset/limit with Content-Range', async () => {
    const res = await h.rest('/rt_articles?select=id&order=id&offset=1&limit=2')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-range')).toBe('1-2/*')
    expect(await res.json()).toEqual([{ id: 2 }, { id: 3 }])
    const { data } = await h.anon.from('rt_articles').select('id').order('id').range(3, 10)
    expect(data).toEqual([{ id: 4 }, { id: 5 }])
  })

  test('count=exact gives the total and 206 for a partial page', async () => {
    const { data, count, status } = await h.anon
      .from('rt_articles')
      .select('id', { count: 'exact' })
      .order('id')
      .range(0, 1)
    expect(status).toBe(206)
    expect(count).toBe(5)
    expect(data).toHaveLength(2)
    const res = await h.rest('/rt_articles?select=id&limit=2', {
      headers: { Prefer: 'count=exact' },
    })
    expect(res.headers.get('content-range')).toBe('0-1/5')
    const all = await h.anon.from('rt_articles').select('id', { count: 'exact' })
    expect(all.status).toBe(200)
    expect(all.count).toBe(5)
  })

  test('count honours filters and !inner embeds; planned and estimated also answer', async () => {
    const filtered = await h.anon
      .from('rt_articles')
      .select('id', { count: 'exact' })
      .eq('status', 'published')
    expect(filtered.count).toBe(3)
    const inner = await h.anon
      .from('rt_articles')
      .select('id,rt_comments!inner(id)', { count: 'exact' })
    expect(inner.count).toBe(2)
    const planned = await h.anon.from('rt_articles').select('id', { count: 'planned' })
    expect(planned.count).toBe(5)
    const estimated = await h.anon.from('rt_articles').select('id', { count: 'estimated' })
    expect(estimated.count).toBe(5)
  })

  test('head: true returns only the count', async () => {
    const { data, count, status } = await h.anon
      .from('rt_articles')
      .select('*', { count: 'exact', head: true })
      .ilike('title', '%e%')
    expect(status).toBe(200)
    expect(data).toBeNull()
    expect(count).toBe(5)
  })

  test('empty results: */0 and */*', async () => {
    const res = await h.rest('/rt_articles?id=eq.99', { headers: { Prefer: 'count=exact' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-range')).toBe('*/0')
    const plain = await h.rest('/rt_articles?id=eq.99')
    expect(plain.headers.get('content-range')).toBe('*/*')
  })

  test('offset past the total is 416 PGRST103', async () => {
    const { error, status } = await h.anon
      .from('rt_articles')
      .select('id', { count: 'exact' })
      .range(10, 20)
    expect(status).toBe(416)
    expect(error).toMatchObject({
      code: 'PGRST103',
      message: 'Requested range not satisfiable',
      details: 'An offset of 10 was requested, but there are only 5 rows.',
    })
  })

  test('Range header is honoured and intersected with limit', async () => {
    const res = await h.rest('/rt_articles?select=id&order=id', {
      headers: { Range: '1-3', 'Range-Unit': 'items' },
    })
    expect(res.headers.get('content-range')).toBe('1-3/*')
    expect(await res.json()).toEqual([{ id: 2 }, { id: 3 }, { id: 4 }])
    const both = await h.rest('/rt_articles?select=id&order=id&limit=2', {
      headers: { Range: '1-3' },
    })
    expect(await both.json()).toEqual([{ id: 2 }])
    const bad = await h.rest('/rt_articles?select=id', { headers: { Range: '3-1' } })
    expect(bad.status).toBe(416)
  })

  test('limit=0 and invalid limits', async () => {
    const zero = await h.rest('/rt_articles?select=id&limit=0')
    expect(await zero.json()).toEqual([])
    const bad = await h.rest('/rt_articles?select=id&limit=abc')
    expect(bad.status).toBe(400)
    expect((await bad.json()).code).toBe('PGRST100')
  })
})
