import { beforeAll, describe, expect, it } from 'vitest'

import { readEstimatedPage } from '@/lib/data/admin/list-page'

import { createStaleStatisticsTable } from '../../../support/stale-statistics'
import { startHarness, suiteHarness } from '../../../support/supabase-local-harness'

const harness = suiteHarness(() => startHarness({ seed: false }))

/*
 * Admin lists count with `count: 'estimated'`, which past PostgREST's max rows (1000) is the
 * planner's estimate; estimates up to 10,000 are counted exactly. The table's statistics are made
 * stale on purpose (see createStaleStatisticsTable, ten times larger here): they describe 30,000
 * rows with grp 0 where 15,000 rows are left and 12,000 of them have grp 1.
 */
beforeAll(() => createStaleStatisticsTable(harness, 'list_page_rows', 'service_role', 10))

const rows = () =>
  harness.service.from('list_page_rows').select('id', { count: 'estimated' }).order('id')

const page = (n: number) => ({ page: n, pageSize: 25 })

describe('a list page counted with an estimate', () => {
  it('shows the estimate while more rows follow, and the exact total on the last page', async () => {
    const first = await readEstimatedPage(rows(), page(1), 'the rows')
    expect(first.rows).toHaveLength(25)
    expect(first.total).toBeGreaterThan(15_000)
    expect(first.totalKind).toBe('estimate')
    const last = await readEstimatedPage(rows(), page(600), 'the rows')
    expect(last.rows.map((row) => row.id)).toEqual(Array.from({ length: 25 }, (_, i) => 14_976 + i))
    expect(last).toMatchObject({ total: 15_000, totalKind: 'exact', pageCount: 600 })
  })

  it('counts exactly when the estimate is at most 10,000 rows', async () => {
    const first = await readEstimatedPage(rows().lte('id', 3000), page(1), 'the rows')
    expect(first.rows).toHaveLength(25)
    expect(first).toMatchObject({ total: 3000, totalKind: 'exact', pageCount: 120 })
  })

  it('a page past the rows there are is empty, with the exact total however large', async () => {
    // The first page's Last link (past the end, as the estimate overshoots), a page inside the
    // estimate, and one far past it: each offset is over the exact-count limit.
    const { pageCount } = await readEstimatedPage(rows(), page(1), 'the rows')
    for (const n of [pageCount, 800, 999_999]) {
      const past = await readEstimatedPage(rows(), page(n), 'the rows')
      expect(past).toEqual({ rows: [], total: 15_000, totalKind: 'exact', pageCount: 600 })
    }
  })

  it('a page far past a list that matches nothing says it has no rows', async () => {
    const past = await readEstimatedPage(rows().eq('grp', 7), page(999_999), 'the rows')
    expect(past).toEqual({ rows: [], total: 0, totalKind: 'exact', pageCount: 1 })
  })

  it('a page well past a small list is empty, with the exact total to say where it ends', async () => {
    // Page 121 starts at the end (no 416); page 200 starts well past it, refused when counted;
    // pages 402 and 999,999 start past the exact-count limit (10,000 rows).
    for (const n of [121, 200, 402, 999_999]) {
      const past = await readEstimatedPage(rows().lte('id', 3000), page(n), 'the rows')
      expect(past).toEqual({ rows: [], total: 3000, totalKind: 'exact', pageCount: 120 })
    }
  })

  it('pages past an estimate that falls short still load, up to the real last page', async () => {
    const grouped = () => rows().eq('grp', 1)
    const first = await readEstimatedPage(grouped(), page(1), 'the rows')
    // PostgREST's floor for an estimate below what it counted (max rows + 1): only a floor.
    expect(first).toMatchObject({ total: 1001, totalKind: 'at-least' })
    // Page 42 starts past that count, where PostgREST answers 416 to a counted request.
    const beyond = await readEstimatedPage(grouped(), page(42), 'the rows')
    expect(beyond.rows[0]?.id).toBe(1026)
    expect(beyond.pageCount).toBeGreaterThan(42)
    const last = await readEstimatedPage(grouped(), page(480), 'the rows')
    expect(last.rows).toHaveLength(25)
    expect(last).toMatchObject({ total: 12_000, totalKind: 'exact', pageCount: 480 })
  })

  it('a failed read names what could not be loaded', async () => {
    const broken = harness.service
      .from('list_page_rows')
      .select('nope', { count: 'estimated' })
      .order('id')
    await expect(readEstimatedPage(broken, page(1), 'the rows')).rejects.toThrow(
      /^Could not load the rows: /,
    )
  })
})
