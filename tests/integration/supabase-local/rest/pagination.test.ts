import { beforeAll, describe, expect, test } from 'vitest'
import { createStaleStatisticsTable } from '@/tests/support/stale-statistics.ts'
import { suiteHarness } from '@/tests/support/supabase-local-harness.ts'
import { startHarness } from './harness.ts'

const h = suiteHarness(startHarness)

type Explained = { 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }

// The planner's row estimate for a query, read the way PostgREST reads it.
async function planRows(sql: string): Promise<number> {
  const { rows } = await h.local.pg.query<Explained>(`explain (format json) ${sql}`)
  const [explained] = rows as [Explained]
  return explained['QUERY PLAN'][0].Plan['Plan Rows']
}

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
    expect(planned.count).toBe(await planRows('select 1 from rt_articles'))
    const estimated = await h.anon.from('rt_articles').select('id', { count: 'estimated' })
    expect(estimated.count).toBe(5)
  })

  test('head with planned and estimated counts, as postgrest-js expects them', async () => {
    // A table never analysed is estimated from its size on disk, well above its 5 rows: 206.
    const planned = await h.anon.from('rt_articles').select('*', { head: true, count: 'planned' })
    expect(planned.status).toBe(206)
    expect(planned.count).toBeGreaterThan(5)
    const estimated = await h.anon
      .from('rt_articles')
      .select('*', { head: true, count: 'estimated' })
    expect(estimated).toMatchObject({ status: 200, count: 5, data: null })
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

// PostgREST's count=estimated: exact while the filtered rows stay within db-max-rows (1000, as on
// hosted Supabase), the planner's estimate beyond it (never below the 1001 rows it counted);
// count=planned: always the estimate. The table's statistics are made stale on purpose, so the
// estimate and the exact count differ and a test fails if the exact count is still used.
describe('planned and estimated counts', () => {
  beforeAll(() => createStaleStatisticsTable(h, 'rt_counted', 'anon'))

  test('estimated past db-max-rows is the planner’s estimate, not the exact count', async () => {
    const estimate = await planRows('select 1 from rt_counted where id > 200')
    // The statistics still describe the 3000 rows analysed, not the 1300 left.
    expect(estimate).toBeGreaterThan(2000)
    const res = await h.rest('/rt_counted?select=id&id=gt.200&order=id&limit=25', {
      headers: { Prefer: 'count=estimated' },
    })
    expect(res.status).toBe(206)
    expect(res.headers.get('content-range')).toBe(`0-24/${estimate}`)
    expect(res.headers.get('preference-applied')).toBe('count=estimated')
    expect(await res.json()).toHaveLength(25)
    // Without a limit the page is db-max-rows long, still short of the estimate.
    const { count, status } = await h.anon
      .from('rt_counted')
      .select('id', { count: 'estimated', head: true })
    expect(status).toBe(206)
    expect(count).toBe(await planRows('select 1 from rt_counted'))
    expect(count).not.toBe(1500)
  })

  test('estimated within db-max-rows is exact, where planned is the estimate', async () => {
    const estimate = await planRows('select 1 from rt_counted where id > 1400')
    expect(estimate).not.toBe(100)
    const estimated = await h.anon
      .from('rt_counted')
      .select('id', { count: 'estimated' })
      .gt('id', 1400)
      .range(0, 9)
    expect(estimated.status).toBe(206)
    expect(estimated.count).toBe(100)
    const planned = await h.anon
      .from('rt_counted')
      .select('id', { count: 'planned' })
      .gt('id', 1400)
      .range(0, 9)
    expect(planned.count).toBe(estimate)
    expect(planned.status).toBe(206)
  })

  test('an estimate below what was counted gives db-max-rows + 1', async () => {
    // grp was 0 in every analysed row, so the planner expects almost no rows with grp = 1.
    const estimate = await planRows('select 1 from rt_counted where grp = 1')
    expect(estimate).toBeLessThan(1001)
    const { count } = await h.anon
      .from('rt_counted')
      .select('id', { count: 'estimated', head: true })
      .eq('grp', 1)
    expect(count).toBe(1001)
    const planned = await h.anon
      .from('rt_counted')
      .select('id', { count: 'planned', head: true })
      .eq('grp', 1)
    expect(planned.count).toBe(estimate)
  })

  test('a function’s rows are still counted exactly', async () => {
    const { count } = await h.anon.rpc('rt_search', { q: 'notes' }, { count: 'estimated' })
    const exact = await h.anon.rpc('rt_search', { q: 'notes' }, { count: 'exact' })
    expect(count).toBe(exact.count)
  })
})
