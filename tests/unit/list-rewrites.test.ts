import { describe, expect, it } from 'vitest'

import { FEED_FORMATS, FEED_TYPES, unknownFeedRewrite } from '@/lib/feeds/entries'
import { quizListRewrites } from '@/lib/quizzes/urls'
import { resourceListRewrites } from '@/lib/resources/urls'
import { LOCALE_CURRENCY, currencyNote, formatPrice } from '@/lib/format/currency'
import { isTimeZone, isWallClockTime, wallClock, zonedTimeToDate } from '@/lib/format/zoned-time'

import { rewriteOf } from '../support/next-rewrites'

const params = (query: string) => new URLSearchParams(query)
const quizzesRewrite = (query: URLSearchParams) =>
  rewriteOf(quizListRewrites(), `/quizzes?${query}`)
const resourcesRewrite = (query: URLSearchParams) =>
  rewriteOf(resourceListRewrites(), `/resources?${query}`)

describe('list filter rewrites', () => {
  it('leave the plain lists alone and map filters to browse routes', () => {
    expect(quizzesRewrite(params(''))).toBeNull()
    expect(quizzesRewrite(params('difficulty=beginner'))).toBe('/quizzes/browse/all/beginner')
    expect(quizzesRewrite(params('category=academic-writing&difficulty=advanced'))).toBe(
      '/quizzes/browse/academic-writing/advanced',
    )
    expect(resourcesRewrite(params('kind=template'))).toBe('/resources/browse/template/all')
  })

  it('turn a malformed value into "all" and never into a path', () => {
    expect(quizzesRewrite(params('category=../admin&difficulty=advanced'))).toBe(
      '/quizzes/browse/all/advanced',
    )
    expect(resourcesRewrite(params('kind=essay&category=study-skills'))).toBe(
      '/resources/browse/all/study-skills',
    )
  })

  it('leave the plain list to answer when no filter is valid', () => {
    expect(quizzesRewrite(params('category=../admin&difficulty=expert'))).toBeNull()
    expect(resourcesRewrite(params('kind=essay&category=A%20B'))).toBeNull()
    expect(quizzesRewrite(params('category=&difficulty='))).toBeNull()
  })
})

describe('prices', () => {
  it('keep the stored currency, labelled, in the reader’s number format', () => {
    expect(formatPrice(45, 'USD', 'en-US')).toBe('$45 USD')
    expect(formatPrice(1234.5, 'USD', 'en-GB')).toBe('$1,234.50 USD')
    expect(currencyNote('USD', 'en-US')).toBeNull()
    expect(currencyNote('USD', 'en-AU')).toContain('AUD')
  })

  it('knows the currency each reader locale pays in', () => {
    expect(LOCALE_CURRENCY).toEqual({
      'en-US': 'USD',
      'en-GB': 'GBP',
      'en-AU': 'AUD',
      'en-CA': 'CAD',
    })
    expect(currencyNote('GBP', 'en-GB')).toBeNull()
    expect(currencyNote('CAD', 'en-CA')).toBeNull()
    expect(currencyNote('USD', 'en-CA')).toBe(
      'Prices are set in USD; your quote and checkout show the exact amount in CAD.',
    )
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

  it('refuses a day or minute that does not exist rather than rolling it over', () => {
    for (const local of [
      '2030-99-99T99:99',
      '2030-02-30T09:00',
      '2030-13-01T09:00',
      '2030-00-10T09:00',
      '2030-01-01T24:00',
      '2030-01-01T09:60',
      '0099-01-01T09:00',
    ]) {
      expect(isWallClockTime(local)).toBe(false)
      expect(zonedTimeToDate(local, 'UTC')).toBeNull()
    }
    expect(isWallClockTime('2028-02-29T23:59')).toBe(true)
    expect(zonedTimeToDate('2028-02-29T23:59', 'UTC')?.toISOString()).toBe(
      '2028-02-29T23:59:00.000Z',
    )
  })

  it('takes the offset on the far side of a DST change, not the wall-clock reading', () => {
    // Toronto moved to EDT at 07:00Z; 10:00 local is after the change, but 10:00Z minus the
    // old offset is before it.
    expect(zonedTimeToDate('2026-03-08T10:00', 'America/Toronto')?.toISOString()).toBe(
      '2026-03-08T14:00:00.000Z',
    )
  })

  it('accepts only the whole datetime-local format', () => {
    expect(zonedTimeToDate('x2026-07-01T09:00', 'UTC')).toBeNull()
    expect(zonedTimeToDate('2026-07-01T09:00:00', 'UTC')).toBeNull()
    expect(zonedTimeToDate('2026-07-01T09:00', 'UTC')?.toISOString()).toBe(
      '2026-07-01T09:00:00.000Z',
    )
  })

  it('tells known IANA zones from unknown ones', () => {
    expect(isTimeZone('Europe/London')).toBe(true)
    expect(isTimeZone('Nowhere/City')).toBe(false)
  })

  it('reads the wall clock in 24-hour time', () => {
    expect(wallClock(new Date('2026-07-01T23:05:09Z'), 'Europe/London')).toEqual({
      year: 2026,
      month: 7,
      day: 2,
      hour: 0,
      minute: 5,
      second: 9,
    })
  })
})

describe('the unknown feed rewrite', () => {
  const feedRewrite = (path: string) => rewriteOf([unknownFeedRewrite()], path)

  it('leaves every real feed to its route handler, with or without the trailing slash', () => {
    for (const type of [...FEED_TYPES, ...FEED_FORMATS]) {
      expect(feedRewrite(`/feed/${type}`)).toBeNull()
      expect(feedRewrite(`/feed/${type}/`)).toBeNull()
    }
  })

  it('sends any other type, including near misses, to a path no route matches', () => {
    for (const type of ['nope', 'articles.xml', 'articlesx', 'xarticles', 'rss.xml', 'json']) {
      expect(feedRewrite(`/feed/${type}`)).toBe(`/feed/_unknown/${type}`)
      expect(feedRewrite(`/feed/${type}/`)).toBe(`/feed/_unknown/${type}`)
    }
  })

  it('matches without regard to case, as Next does, leaving capitals to the route handler', () => {
    expect(feedRewrite('/feed/ARTICLES')).toBeNull()
    expect(feedRewrite('/feed/NOPE')).toBe('/feed/_unknown/NOPE')
  })
})
