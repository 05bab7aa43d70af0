import { describe, expect, it } from 'vitest'

import { articlesHref, articlesRewrite } from '@/lib/articles/urls'
import {
  MAX_SEARCH_LENGTH,
  normaliseSearchQuery,
  parseArticleListParams,
} from '@/lib/validation/articles'

describe('normaliseSearchQuery', () => {
  it('trims and collapses whitespace, including newlines and tabs', () => {
    expect(normaliseSearchQuery('  exam \n\t stress  ')).toBe('exam stress')
  })

  it('cuts queries to 200 characters without a trailing space', () => {
    const cut = normaliseSearchQuery(`${'a'.repeat(199)} b${'c'.repeat(5000)}`)
    expect(cut.length).toBeLessThanOrEqual(MAX_SEARCH_LENGTH)
    expect(cut).toBe('a'.repeat(199))
    expect(normaliseSearchQuery('x'.repeat(5000))).toBe('x'.repeat(200))
  })

  it('drops control characters but keeps syntax characters and unicode letters', () => {
    expect(normaliseSearchQuery("it's \u0000&|!:*() naïve 学习")).toBe("it's &|!:*() naïve 学习")
  })

  it('answers an empty string for anything that is not a string', () => {
    expect(normaliseSearchQuery(undefined)).toBe('')
    expect(normaliseSearchQuery(['exam'])).toBe('')
    expect(normaliseSearchQuery(42)).toBe('')
  })
})

describe('parseArticleListParams', () => {
  it('reads search, category and page', () => {
    expect(
      parseArticleListParams({ search: ' exam ', category: 'study-techniques', page: '3' }),
    ).toEqual({
      search: 'exam',
      category: 'study-techniques',
      page: 3,
    })
  })

  it('falls back to the plain directory for malformed values', () => {
    expect(parseArticleListParams({ category: 'DROP TABLE', page: '-1' })).toEqual({
      search: '',
      category: null,
      page: 1,
    })
    expect(parseArticleListParams({ page: '1.5', category: ['a', 'b'] })).toEqual({
      search: '',
      category: 'a',
      page: 1,
    })
    expect(parseArticleListParams({ page: '1001' }).page).toBe(1)
  })
})

describe('articles URLs', () => {
  it('spells directory and search URLs as visitors see them', () => {
    expect(articlesHref({})).toBe('/articles')
    expect(articlesHref({ category: 'student-life', page: 2 })).toBe(
      '/articles?category=student-life&page=2',
    )
    expect(articlesHref({ search: 'exam stress', page: 1 })).toBe('/articles?search=exam+stress')
  })

  it('rewrites queries to the search route and filters to prerendered directory views', () => {
    const rewrite = (query: string) => articlesRewrite(new URLSearchParams(query))
    expect(rewrite('')).toBeNull()
    expect(rewrite('utm_source=mail')).toBeNull()
    expect(rewrite('search=exam&page=2')).toBe('/articles/search?search=exam&page=2')
    expect(rewrite('search=%20%20')).toBeNull()
    expect(rewrite('category=student-life')).toBe('/articles/browse/student-life/1')
    expect(rewrite('page=3')).toBe('/articles/browse/all/3')
    expect(rewrite('category=..%2Fadmin&page=x')).toBeNull()
    expect(rewrite('category=..%2Fadmin&page=2')).toBe('/articles/browse/all/2')
  })
})
