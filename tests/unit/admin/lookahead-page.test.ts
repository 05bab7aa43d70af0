import { describe, expect, it } from 'vitest'

import { lookaheadPage } from '@/lib/data/admin/list-page'

const rows = (count: number) => Array.from({ length: count }, (_, i) => i)
const page = (n: number) => ({ page: n, pageSize: 25 })

describe('lookaheadPage', () => {
  it('keeps a next page open when the row past the page exists, however low the estimate', () => {
    const result = lookaheadPage(rows(26), 40, page(3))
    expect(result.rows).toHaveLength(25)
    expect(result.total).toBe(76)
    expect(result.totalKind).toBe('at-least')
    expect(result.pageCount).toBe(4)
  })

  it('keeps a higher estimate while more rows follow, and says it is one', () => {
    expect(lookaheadPage(rows(26), 5000, page(1))).toMatchObject({
      total: 5000,
      totalKind: 'estimate',
      pageCount: 200,
    })
  })

  it('trusts a count up to the exact limit, and only as a floor just past it', () => {
    expect(lookaheadPage(rows(26), 900, page(1))).toMatchObject({ total: 900, totalKind: 'exact' })
    expect(lookaheadPage(rows(26), 1001, page(1))).toMatchObject({ totalKind: 'at-least' })
    expect(lookaheadPage(rows(26), 9000, page(1), 10_000)).toMatchObject({ totalKind: 'exact' })
    expect(lookaheadPage(rows(26), 10_001, page(1), 10_000)).toMatchObject({
      total: 10_001,
      totalKind: 'at-least',
    })
    expect(lookaheadPage(rows(26), 20_000, page(1), 10_000)).toMatchObject({
      totalKind: 'estimate',
    })
  })

  it('gives the exact total on the page that ends the list, whatever the estimate said', () => {
    expect(lookaheadPage(rows(7), 5000, page(4))).toMatchObject({
      total: 82,
      totalKind: 'exact',
      pageCount: 4,
    })
  })

  it('says a page past the end is past it, with no more rows than the pages before it', () => {
    expect(lookaheadPage([], 5000, page(9))).toMatchObject({
      rows: [],
      total: 200,
      totalKind: 'estimate',
    })
    expect(lookaheadPage([], 30, page(9))).toMatchObject({
      rows: [],
      total: 30,
      totalKind: 'exact',
    })
  })

  it('is empty with one page when nothing matches', () => {
    expect(lookaheadPage([], 0, page(1))).toEqual({
      rows: [],
      total: 0,
      totalKind: 'exact',
      pageCount: 1,
    })
  })
})
