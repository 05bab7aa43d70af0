import { describe, expect, it } from 'vitest'

import {
  CONSENT_STORAGE_KEY,
  createConsentRecord,
  DEFAULT_CONSENT,
  parseStoredConsent,
} from '@/lib/consent/consent'

const now = new Date('2026-03-15T10:00:00.000Z')

describe('consent records', () => {
  it('uses the spec storage key and defaults', () => {
    expect(CONSENT_STORAGE_KEY).toBe('site_consent_v1')
    expect(DEFAULT_CONSENT).toEqual({ necessary: true, analytics: false, ads: false })
  })

  it('expires twelve calendar months after the choice', () => {
    const record = createConsentRecord({ analytics: true, ads: false }, now)
    expect(record).toEqual({
      categories: { necessary: true, analytics: true, ads: false },
      updatedAt: '2026-03-15T10:00:00.000Z',
      expiresAt: '2027-03-15T10:00:00.000Z',
    })
  })

  it('keeps advertising off when the browser sends Global Privacy Control', () => {
    const record = createConsentRecord({ analytics: true, ads: true }, now, true)
    expect(record.categories).toEqual({ necessary: true, analytics: true, ads: false })
  })

  it('reads back a valid record', () => {
    const record = createConsentRecord({ analytics: false, ads: true }, now)
    expect(parseStoredConsent(JSON.stringify(record), now)).toEqual(record)
  })

  it('treats a record as expired from its expiry instant onwards', () => {
    const record = createConsentRecord({ analytics: true, ads: true }, now)
    const justBefore = new Date(Date.parse(record.expiresAt) - 1)
    expect(parseStoredConsent(JSON.stringify(record), justBefore)).not.toBeNull()
    expect(parseStoredConsent(JSON.stringify(record), new Date(record.expiresAt))).toBeNull()
  })

  it.each([
    ['nothing stored', null],
    ['an empty string', ''],
    ['malformed JSON', '{"categories":'],
    ['a JSON string', '"yes"'],
    [
      'a missing category',
      JSON.stringify({
        categories: { necessary: true, analytics: true },
        updatedAt: now.toISOString(),
        expiresAt: '2027-01-01T00:00:00.000Z',
      }),
    ],
    [
      'necessary switched off',
      JSON.stringify({
        categories: { necessary: false, analytics: true, ads: true },
        updatedAt: now.toISOString(),
        expiresAt: '2027-01-01T00:00:00.000Z',
      }),
    ],
    [
      'a non-boolean category',
      JSON.stringify({
        categories: { necessary: true, analytics: 'yes', ads: false },
        updatedAt: now.toISOString(),
        expiresAt: '2027-01-01T00:00:00.000Z',
      }),
    ],
    [
      'an unparseable expiry',
      JSON.stringify({
        categories: DEFAULT_CONSENT,
        updatedAt: now.toISOString(),
        expiresAt: 'next year',
      }),
    ],
    [
      'an expiry without a time zone',
      JSON.stringify({
        categories: DEFAULT_CONSENT,
        updatedAt: now.toISOString(),
        expiresAt: '2027-01-01T00:00:00',
      }),
    ],
    ['a record without categories', JSON.stringify({ updatedAt: now.toISOString() })],
    [
      'a time wrapped in an array',
      JSON.stringify({
        categories: DEFAULT_CONSENT,
        updatedAt: [now.toISOString()],
        expiresAt: '2027-01-01T00:00:00.000Z',
      }),
    ],
    [
      'an expiry with an expanded year',
      JSON.stringify({
        categories: DEFAULT_CONSENT,
        updatedAt: now.toISOString(),
        expiresAt: '+012027-01-01T00:00:00.000Z',
      }),
    ],
  ])('counts %s as no consent', (_label, raw) => {
    expect(parseStoredConsent(raw, now)).toBeNull()
  })

  it('reads back times written without fractional seconds', () => {
    const record = {
      categories: DEFAULT_CONSENT,
      updatedAt: '2026-03-15T10:00:00Z',
      expiresAt: '2027-03-15T10:00:00Z',
    }
    expect(parseStoredConsent(JSON.stringify(record), now)).toStrictEqual({
      categories: DEFAULT_CONSENT,
      updatedAt: '2026-03-15T10:00:00.000Z',
      expiresAt: '2027-03-15T10:00:00.000Z',
    })
  })

  it.each([
    ['epoch milliseconds', Date.parse('2026-03-15T10:00:00Z'), Date.parse('2027-03-15T10:00:00Z')],
    ['an offset', '2026-03-15T11:00:00+01:00', '2027-03-15T05:00:00-05:00'],
  ])(
    'reads back times written as %s, as the instants they name',
    (_label, updatedAt, expiresAt) => {
      const raw = JSON.stringify({ categories: DEFAULT_CONSENT, updatedAt, expiresAt })
      expect(parseStoredConsent(raw, now)).toStrictEqual({
        categories: DEFAULT_CONSENT,
        updatedAt: '2026-03-15T10:00:00.000Z',
        expiresAt: '2027-03-15T10:00:00.000Z',
      })
      const expired = JSON.stringify({
        categories: DEFAULT_CONSENT,
        updatedAt,
        expiresAt: typeof expiresAt === 'number' ? now.getTime() - 1 : '2026-01-01T00:00:00+00:00',
      })
      expect(parseStoredConsent(expired, now)).toBeNull()
    },
  )
})
