import { describe, expect, it } from 'vitest'

import { lookaheadPage } from '@/lib/data/admin/list-page'

const rows = (count: number) => Array.from({ length: count }, (_, i) => i)
const page = (n: number) => ({ page: n, pageSize: 25 })
const summary = (result: { total: number; totalKind: string }) => [result.total, result.totalKind]

describe('lookaheadPage, boundaries', () => {
  it('trusts a count of exactly the exact limit', () => {
    expect(summary(lookaheadPage(rows(26), 1000, page(1)))).toEqual([1000, 'exact'])
  })

  it('takes a full page without the row past it as the end of the list', () => {
    expect(summary(lookaheadPage(rows(25), 900, page(1)))).toEqual([25, 'exact'])
  })

  it('trusts an exact count equal to the rows seen', () => {
    expect(summary(lookaheadPage(rows(26), 26, page(1)))).toEqual([26, 'exact'])
  })

  it('reads an estimate equal to the rows seen as a floor', () => {
    expect(summary(lookaheadPage(rows(26), 2001, page(80)))).toEqual([2001, 'at-least'])
  })

  it('counts an empty first page as an exact zero, with or without an estimate', () => {
    expect(summary(lookaheadPage([], null, page(1)))).toEqual([0, 'exact'])
  })

  it('caps an empty page past the end at the rows before it, exact only when counted', () => {
    expect(summary(lookaheadPage([], null, page(3)))).toEqual([50, 'estimate'])
    expect(summary(lookaheadPage([], 5000, page(3)))).toEqual([50, 'estimate'])
    expect(summary(lookaheadPage([], 40, page(3), 10))).toEqual([40, 'estimate'])
    expect(summary(lookaheadPage([], 50, page(3)))).toEqual([50, 'exact'])
    expect(summary(lookaheadPage([], 40, page(3)))).toEqual([40, 'exact'])
  })

  it('calls the cap an estimate when an exact count says more rows than the page found', () => {
    expect(summary(lookaheadPage([], 70, page(3)))).toEqual([50, 'estimate'])
  })
})
