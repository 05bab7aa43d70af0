import { describe, expect, it } from 'vitest'

import { matchesQuizFilters } from '@/lib/quizzes/filters'
import { matchesResourceFilters } from '@/lib/resources/filters'

describe('matchesQuizFilters', () => {
  const quiz = { difficulty: 'beginner', article_categories: { slug: 'writing' } }
  const uncategorised = { difficulty: 'advanced', article_categories: null }

  it.each([
    [{}, true],
    [{ category: 'writing' }, true],
    [{ category: 'statistics' }, false],
    [{ difficulty: 'beginner' }, true],
    [{ difficulty: 'advanced' }, false],
    [{ category: 'writing', difficulty: 'beginner' }, true],
    [{ category: 'writing', difficulty: 'advanced' }, false],
    [{ category: 'statistics', difficulty: 'beginner' }, false],
  ])('a categorised quiz with %o: %s', (filters, expected) => {
    expect(matchesQuizFilters(quiz, filters)).toBe(expected)
  })

  it('an uncategorised quiz is in no category but still in its difficulty', () => {
    expect(matchesQuizFilters(uncategorised, { category: 'writing' })).toBe(false)
    expect(matchesQuizFilters(uncategorised, { difficulty: 'advanced' })).toBe(true)
  })
})

describe('matchesResourceFilters', () => {
  const resource = { kind: 'template', category_slug: 'research' }

  it.each([
    [{}, true],
    [{ kind: 'template' }, true],
    [{ kind: 'guide' }, false],
    [{ category: 'research' }, true],
    [{ category: 'writing' }, false],
    [{ kind: 'template', category: 'research' }, true],
    [{ kind: 'template', category: 'writing' }, false],
    [{ kind: 'guide', category: 'research' }, false],
  ])('a resource with %o: %s', (filters, expected) => {
    expect(matchesResourceFilters(resource, filters)).toBe(expected)
  })

  it('a resource without a category is in no category', () => {
    expect(
      matchesResourceFilters({ kind: 'link', category_slug: null }, { category: 'research' }),
    ).toBe(false)
  })
})
