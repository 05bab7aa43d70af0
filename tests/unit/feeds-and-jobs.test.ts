import { describe, expect, it } from 'vitest'

import { sampleIdParams, isUuid } from '@/lib/data/admin/uuid'
import { dataOrThrow, rowsOrThrow } from '@/lib/data/query-result'
import {
  ATOM_CONTENT_TYPE,
  RSS_CONTENT_TYPE,
  XML_CONTENT_TYPE,
  conditionalXmlResponse,
  etagOf,
} from '@/lib/feeds/conditional-response'
import { FEED_PATHS, FEED_TITLES, FEED_TYPES, isFeedType } from '@/lib/feeds/entries'
import {
  SCHEMA_EMPLOYMENT_TYPES,
  applicantCountries,
  jobPostingJsonLd,
} from '@/lib/seo/job-posting-json-ld'

describe('conditionalXmlResponse', () => {
  const doc = { xml: '<rss/>', lastModified: new Date('2026-03-04T05:06:07.890Z') }
  const etag = etagOf(doc.xml)
  const get = (headers: Record<string, string> = {}) =>
    conditionalXmlResponse(new Request('http://x/rss.xml', { headers }), doc, RSS_CONTENT_TYPE)

  it('sends the XML with a strong ETag, Last-Modified and a short shared cache', async () => {
    const response = get()
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('<rss/>')
    expect(Object.fromEntries(response.headers)).toStrictEqual({
      etag,
      'last-modified': 'Wed, 04 Mar 2026 05:06:07 GMT',
      'cache-control': 'public, max-age=0, s-maxage=30, stale-while-revalidate=300',
      'content-type': 'application/rss+xml; charset=utf-8',
    })
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/)
    expect(etagOf('<rss></rss>')).not.toBe(etag)
  })

  it('answers 304 without a body when the client holds the current copy', async () => {
    for (const ifNoneMatch of [etag, `W/${etag}`, `"old", ${etag}`, '*', ' "old" , * ']) {
      const response = get({ 'if-none-match': ifNoneMatch })
      expect(response.status).toBe(304)
      expect(await response.text()).toBe('')
      expect(response.headers.get('etag')).toBe(etag)
      expect(response.headers.get('content-type')).toBeNull()
    }
    expect(get({ 'if-modified-since': 'Wed, 04 Mar 2026 05:06:07 GMT' }).status).toBe(304)
    expect(get({ 'if-modified-since': 'Wed, 04 Mar 2026 05:06:08 GMT' }).status).toBe(304)
  })

  it('sends the XML again when the copy is stale, and lets If-None-Match win', () => {
    expect(get({ 'if-none-match': '"old"' }).status).toBe(200)
    expect(get({ 'if-modified-since': 'Wed, 04 Mar 2026 05:06:06 GMT' }).status).toBe(200)
    expect(get({ 'if-modified-since': 'yesterday' }).status).toBe(200)
    expect(
      get({ 'if-none-match': '"old"', 'if-modified-since': 'Wed, 04 Mar 2026 05:06:08 GMT' })
        .status,
    ).toBe(200)
  })

  it('names the three XML content types', () => {
    expect([RSS_CONTENT_TYPE, ATOM_CONTENT_TYPE, XML_CONTENT_TYPE]).toEqual([
      'application/rss+xml; charset=utf-8',
      'application/atom+xml; charset=utf-8',
      'application/xml; charset=utf-8',
    ])
  })
})

describe('feed types', () => {
  it('has a feed, a path and a title for each content type', () => {
    expect(FEED_TYPES).toEqual(['articles', 'quizzes', 'resources', 'careers'])
    expect(FEED_TYPES.map((type) => FEED_PATHS[type]('x'))).toEqual([
      '/articles/x/',
      '/quiz/x/',
      '/resources/x/',
      '/careers/x/',
    ])
    expect(FEED_TITLES).toStrictEqual({
      articles: 'Study articles',
      quizzes: 'Quizzes',
      resources: 'Study resources',
      careers: 'Jobs',
    })
    expect(FEED_TYPES.every(isFeedType)).toBe(true)
    expect(isFeedType('authors')).toBe(false)
  })
})

describe('applicantCountries', () => {
  it.each([
    ['Remote (UK-based), with occasional days in London', ['United Kingdom']],
    ['Remote: United States or Canada', ['United States', 'Canada']],
    ['Remote, U.S. time zones', ['United States']],
    ['Remote within Australia', ['Australia']],
    ['Remote (Scotland)', ['United Kingdom']],
    ['Remote', ['United States', 'United Kingdom', 'Australia', 'Canada']],
    // "us" as a word is not the country.
    ['Remote: join us from anywhere', ['United States', 'United Kingdom', 'Australia', 'Canada']],
  ])('%s → %j', (location, countries) => {
    expect(applicantCountries(location)).toEqual(countries)
  })
})

describe('jobPostingJsonLd', () => {
  const job = {
    slug: 'maths-tutor',
    title: 'Maths tutor',
    summary: 'Teach maths.',
    description: 'Evenings.',
    location: 'Leeds',
    is_remote: false,
    employment_type: 'part_time',
    published_at: '2026-01-02T00:00:00Z',
    updated_at: '2026-01-03T00:00:00Z',
    closes_at: '2026-02-01T00:00:00Z',
  }

  it('describes an on-site job with its place and closing time', () => {
    expect(jobPostingJsonLd(job, 'https://example.org')).toStrictEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Maths tutor',
      description: 'Teach maths.\n\nEvenings.',
      datePosted: '2026-01-02T00:00:00Z',
      validThrough: '2026-02-01T00:00:00Z',
      employmentType: 'PART_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Scholarly Support',
        sameAs: 'https://example.org/',
        logo: 'https://example.org/icon.svg',
      },
      identifier: { '@type': 'PropertyValue', name: 'Scholarly Support', value: 'maths-tutor' },
      url: 'https://example.org/careers/maths-tutor/',
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Leeds' },
      },
    })
  })

  it('lets remote applicants live in any country the site serves', () => {
    const data = jobPostingJsonLd(
      {
        ...job,
        is_remote: true,
        description: '',
        published_at: null,
        closes_at: null,
        employment_type: 'apprenticeship',
      },
      'https://example.org',
    )
    expect(data).toMatchObject({
      description: 'Teach maths.',
      datePosted: '2026-01-03T00:00:00Z',
      employmentType: 'OTHER',
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: [
        { '@type': 'Country', name: 'United States' },
        { '@type': 'Country', name: 'United Kingdom' },
        { '@type': 'Country', name: 'Australia' },
        { '@type': 'Country', name: 'Canada' },
      ],
    })
    expect(Object.keys(data)).not.toContain('validThrough')
    expect(Object.keys(data)).not.toContain('jobLocation')
  })

  it("maps the jobs table's types to schema.org's", () => {
    expect(SCHEMA_EMPLOYMENT_TYPES).toStrictEqual({
      full_time: 'FULL_TIME',
      part_time: 'PART_TIME',
      contract: 'CONTRACTOR',
      freelance: 'CONTRACTOR',
      internship: 'INTERN',
    })
  })
})

describe('query results and ids', () => {
  it('returns data or throws naming what could not be loaded', () => {
    expect(dataOrThrow({ data: 1, error: null }, 'x')).toBe(1)
    expect(() => dataOrThrow({ data: null, error: { message: 'boom' } }, 'the orders')).toThrow(
      'Could not load the orders: boom',
    )
    expect(rowsOrThrow({ data: null, error: null }, 'x')).toStrictEqual([])
    expect(rowsOrThrow({ data: [1], error: null }, 'x')).toStrictEqual([1])
  })

  it('tells row ids from other route segments', () => {
    expect(isUuid('0A000000-0000-4000-8000-000000000001')).toBe(true)
    expect(isUuid('x0a000000-0000-4000-8000-000000000001')).toBe(false)
    expect(isUuid('0a000000-0000-4000-8000-000000000001x')).toBe(false)
    expect(isUuid('0a000000-0000-4000-8000-00000000001')).toBe(false)
    expect(sampleIdParams()).toStrictEqual([{ id: '00000000-0000-0000-0000-000000000000' }])
  })
})
