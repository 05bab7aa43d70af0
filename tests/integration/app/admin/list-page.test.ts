import { beforeAll, describe, expect, it } from 'vitest'

import { readEstimatedPage } from '@/lib/data/admin/list-page'

import { createStaleStatisticsTable } from '../../../support/stale-statistics'
import { startHarness, suiteHarness } from '../../../support/supabase-local-harness'

const harness = suiteHarness(() => startHarness({ seed: false }))

/*
 * Admin lists count with `count: 'estimated'`, which past PostgREST's max rows (1000) is the
 * planner's estimate, here made stale on purpose (see createStaleStatisticsTable).
 */
beforeAll(() => createStaleStatisticsTable(harness, 'list_page_rows', 'service_role'))

const rows = () =>
  harness.service.from('list_page_rows').select('id', { count: 'estimated' }).order('id')

const page = (n: number) => ({ page: n, pageSize: 25 })

describe('a list page counted with an estimate', () => {
  it('shows the estimate while more rows follow, and the exact total on the last page', async () => {
    const first = await readEstimatedPage(rows(), page(1), 'the rows')
    expect(first.rows).toHaveLength(25)
    expect(first.total).toBeGreaterThan(1500)
    const last = await readEstimatedPage(rows(), page(60), 'the rows')
    expect(last.rows.map((row) => row.id)).toEqual(Array.from({ length: 25 }, (_, i) => 1476 + i))
    expect(last).toMatchObject({ total: 1500, pageCount: 60 })
  })

  it('a page past the rows there are is empty, not an error', async () => {
    const past = await readEstimatedPage(rows(), page(80), 'the rows')
    expect(past.rows).toEqual([])
    expect(past.total).toBeLessThanOrEqual(79 * 25)
  })

  it('pages past an estimate that falls short still load, up to the real last page', async () => {
    const grouped = () => rows().eq('grp', 1)
    const first = await readEstimatedPage(grouped(), page(1), 'the rows')
    // PostgREST's floor for an estimate below what it counted: max rows + 1.
    expect(first.total).toBe(1001)
    // Page 42 starts past that count, where PostgREST answers 416 to a counted request.
    const beyond = await readEstimatedPage(grouped(), page(42), 'the rows')
    expect(beyond.rows[0]?.id).toBe(1026)
    expect(beyond.pageCount).toBeGreaterThan(42)
    const last = await readEstimatedPage(grouped(), page(48), 'the rows')
    expect(last.rows).toHaveLength(25)
    expect(last).toMatchObject({ total: 1200, pageCount: 48 })
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
