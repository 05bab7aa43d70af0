import { describe, expect, it } from 'vitest'

import { slugTakenFailure } from '@/lib/actions/admin/slug-taken-failure'
import { ALL, categorySegment, choiceSegment, filteredListHref } from '@/lib/content/list-urls'

describe('filteredListHref', () => {
  it('keeps only the filters that are set, in the order given', () => {
    expect(filteredListHref('/quizzes', { category: undefined, difficulty: '' })).toBe('/quizzes')
    expect(filteredListHref('/resources', { kind: 'guide', category: 'a b' })).toBe(
      '/resources?kind=guide&category=a+b',
    )
  })
})

describe('browse segments', () => {
  it('passes a plausible category slug and turns anything else into ALL', () => {
    expect(categorySegment('study-skills')).toBe('study-skills')
    expect(categorySegment(null)).toBe(ALL)
    expect(categorySegment('../admin')).toBe(ALL)
    expect(categorySegment('a'.repeat(101))).toBe(ALL)
  })

  it('passes only one of the choices', () => {
    expect(choiceSegment('guide', ['guide', 'link'])).toBe('guide')
    expect(choiceSegment('essay', ['guide', 'link'])).toBe(ALL)
    expect(choiceSegment(null, ['guide'])).toBe(ALL)
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
