import { describe, expect, it } from 'vitest'

import { slugTakenFailure } from '@/lib/actions/admin/slug-taken-failure'
import {
  ALL,
  choiceFilter,
  filteredListHref,
  slugFilter,
  validFilterValue,
} from '@/lib/content/list-urls'

describe('filteredListHref', () => {
  it('keeps only the filters that are set, in the order given', () => {
    expect(filteredListHref('/quizzes', { category: undefined, difficulty: '' })).toBe('/quizzes')
    expect(filteredListHref('/resources', { kind: 'guide', category: 'a b' })).toBe(
      '/resources?kind=guide&category=a+b',
    )
  })
})

describe('valid filter values', () => {
  const value = (filter: Parameters<typeof validFilterValue>[0], query: string) =>
    validFilterValue(filter, new URLSearchParams(query))

  it('passes a plausible category slug of up to 100 characters and nothing else', () => {
    const category = slugFilter('category')
    expect(category.fallback).toBe(ALL)
    expect(value(category, 'category=study-skills')).toBe('study-skills')
    expect(value(category, `category=${'a'.repeat(100)}`)).toBe('a'.repeat(100))
    for (const query of ['', 'category=', 'category=..%2Fadmin', `category=${'a'.repeat(101)}`]) {
      expect(value(category, query), query).toBeNull()
    }
  })

  it('passes only one of the choices, whole', () => {
    const kind = choiceFilter('kind', ['guide', 'link'])
    expect(kind.fallback).toBe(ALL)
    expect(value(kind, 'kind=guide')).toBe('guide')
    for (const query of ['kind=essay', 'kind=guides', 'kind=guide|link', '']) {
      expect(value(kind, query), query).toBeNull()
    }
  })

  it('reads the last of repeated values, as Next does', () => {
    expect(value(choiceFilter('kind', ['guide', 'link']), 'kind=guide&kind=link')).toBe('link')
  })
})

describe('slugTakenFailure', () => {
  it('marks the slug field with the content type named', () => {
    expect(slugTakenFailure('job')).toEqual({
      ok: false,
      error: 'Please correct the highlighted fields.',
      fieldErrors: { slug: ['Another job already uses this slug.'] },
    })
  })
})
