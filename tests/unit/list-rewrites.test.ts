import { describe, expect, it } from 'vitest'

import { quizzesRewrite } from '@/lib/quizzes/urls'
import { resourcesRewrite } from '@/lib/resources/urls'
import { currencyNote, formatPrice } from '@/lib/format/currency'
import { zonedTimeToDate } from '@/lib/format/zoned-time'

const params = (query: string) => new URLSearchParams(query)

describe('list filter rewrites', () => {
  it('leave the plain lists alone and map filters to browse routes', () => {
    expect(quizzesRewrite(params(''))).toBeNull()
    expect(quizzesRewrite(params('difficulty=beginner'))).toBe('/quizzes/browse/all/beginner')
    expect(quizzesRewrite(params('category=academic-writing&difficulty=advanced'))).toBe(
      '/quizzes/browse/academic-writing/advanced',
    )
    expect(resourcesRewrite(params('kind=template'))).toBe('/resources/browse/template/all')
  })

  it('turn malformed values into "all" instead of arbitrary paths', () => {
    expect(quizzesRewrite(params('category=../admin&difficulty=expert'))).toBe(
      '/quizzes/browse/all/all',
    )
    expect(resourcesRewrite(params('kind=essay&category=A%20B'))).toBe('/resources/browse/all/all')
  })
})

describe('prices', () => {
  it('keep the stored currency, labelled, in the reader’s number format', () => {
    expect(formatPrice(45, 'USD', 'en-US')).toBe('$45 USD')
    expect(formatPrice(1234.5, 'USD', 'en-GB')).toBe('$1,234.50 USD')
    expect(currencyNote('USD', 'en-US')).toBeNull()
    expect(currencyNote('USD', 'en-AU')).toContain('AUD')
  })
})

describe('zonedTimeToDate', () => {
  it('reads a wall-clock time in the given zone, across DST', () => {
    expect(zonedTimeToDate('2026-07-01T09:00', 'Europe/London')?.toISOString()).toBe(
      '2026-07-01T08:00:00.000Z',
    )
    expect(zonedTimeToDate('2026-01-15T09:00', 'Australia/Sydney')?.toISOString()).toBe(
      '2026-01-14T22:00:00.000Z',
    )
    expect(zonedTimeToDate('2026-03-08T12:00', 'America/Toronto')?.toISOString()).toBe(
      '2026-03-08T16:00:00.000Z',
    )
    expect(zonedTimeToDate('not a date', 'UTC')).toBeNull()
    expect(zonedTimeToDate('2026-01-01T00:00', 'Nowhere/City')).toBeNull()
  })
})
