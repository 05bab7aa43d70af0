import { describe, expect, it } from 'vitest'

import { parseListParams, withListParams } from '@/lib/data/admin/list-params'

const spec = {
  sortable: ['title', 'updated_at'],
  defaultSort: { column: 'updated_at', direction: 'desc' },
  filters: { status: ['draft', 'published'] },
} as const

describe('list params, edges', () => {
  it('lets the URL turn the default sort ascending', () => {
    expect(parseListParams(spec, { dir: 'asc' }).direction).toBe('asc')
    expect(parseListParams(spec, { sort: 'title', dir: 'desc' }).direction).toBe('desc')
    expect(parseListParams(spec, { dir: 'sideways' }).direction).toBe('desc')
  })

  it('drops a filter value the list does not offer', () => {
    expect(parseListParams(spec, { status: 'deleted' }).filters).toStrictEqual({})
  })

  it('starts again from page 1 when anything but the page changes with it', () => {
    expect(withListParams('page=3&q=a', { page: 4, q: 'b' })).toBe('?q=b')
    expect(withListParams('page=3&q=a', { page: 4 })).toBe('?page=4&q=a')
  })
})
