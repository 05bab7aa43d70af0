import { describe, expect, it } from 'vitest'

import {
  pageRange,
  parseListParams,
  searchFilter,
  withListParams,
} from '@/lib/data/admin/list-params'

const spec = {
  sortable: ['title', 'updated_at'],
  defaultSort: { column: 'updated_at', direction: 'desc' },
  filters: { status: ['draft', 'published'] },
} as const

describe('parseListParams', () => {
  it('defaults to the first page of 25, newest change first', () => {
    expect(parseListParams(spec, {})).toEqual({
      page: 1,
      pageSize: 25,
      sort: 'updated_at',
      direction: 'desc',
      search: '',
      filters: {},
    })
  })

  it('reads page, size, sort, direction, search and known filters', () => {
    expect(
      parseListParams(spec, {
        page: '3',
        size: '50',
        sort: 'title',
        dir: 'desc',
        q: '  exam  ',
        status: 'draft',
      }),
    ).toEqual({
      page: 3,
      pageSize: 50,
      sort: 'title',
      direction: 'desc',
      search: 'exam',
      filters: { status: 'draft' },
    })
  })

  it.each([
    [{ page: '0' }, 'page', 1],
    [{ page: '-4' }, 'page', 1],
    [{ page: 'abc' }, 'page', 1],
    [{ page: '2.5' }, 'page', 1],
    [{ size: '7' }, 'pageSize', 25],
    [{ size: '100000' }, 'pageSize', 25],
    [{ sort: 'password' }, 'sort', 'updated_at'],
    [{ sort: 'title' }, 'direction', 'asc'],
    [{ dir: 'sideways' }, 'direction', 'desc'],
  ] as const)('falls back from %o (%s → %s)', (input, key, expected) => {
    expect(parseListParams(spec, input)[key]).toBe(expected)
  })

  it('ignores filter values the list does not offer and unknown filters', () => {
    expect(parseListParams(spec, { status: 'deleted', owner: 'me' }).filters).toEqual({})
  })

  it('takes the first of repeated params and cuts long searches to 200 characters', () => {
    const params = parseListParams(spec, { page: ['2', '9'], q: 'x'.repeat(500) })
    expect(params.page).toBe(2)
    expect(params.search).toHaveLength(200)
  })
})

describe('pageRange', () => {
  it('gives the inclusive row range of a page', () => {
    expect(pageRange({ page: 1, pageSize: 25 })).toEqual({ from: 0, to: 24 })
    expect(pageRange({ page: 3, pageSize: 10 })).toEqual({ from: 20, to: 29 })
  })
})

describe('searchFilter', () => {
  it('matches the term in any column, quoted so punctuation cannot break the filter', () => {
    expect(searchFilter(['title', 'slug'], 'a,b (c)')).toBe(
      'title.ilike."*a,b (c)*",slug.ilike."*a,b (c)*"',
    )
  })

  it('escapes LIKE wildcards and quotes', () => {
    expect(searchFilter(['title'], '50%_off "now"\\')).toBe(
      'title.ilike."*50\\\\%\\\\_off \\"now\\"\\\\\\\\*"',
    )
  })
})

describe('withListParams', () => {
  it('sets and removes params and starts again from page 1 on any other change', () => {
    expect(withListParams('page=4&status=draft', { sort: 'title', status: null })).toBe(
      '?sort=title',
    )
  })

  it('keeps the other params when only the page changes', () => {
    expect(withListParams('status=draft&page=2', { page: 3 })).toBe('?status=draft&page=3')
  })

  it('removes a param set to an empty string', () => {
    expect(withListParams('q=exam', { q: '' })).toBe('?')
  })
})
