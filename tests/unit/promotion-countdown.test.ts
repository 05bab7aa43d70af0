import { describe, expect, it } from 'vitest'

import { isPromotionLive, toActivePromotion } from '@/lib/promotions/active-promotion'
import { countdownParts, formatCountdown } from '@/lib/promotions/countdown'

const SECOND = 1000
const HOUR = 3600 * SECOND
const DAY = 24 * HOUR

describe('formatCountdown', () => {
  it.each([
    [7 * DAY, '7d 00:00:00'],
    [2 * DAY + 3 * HOUR + 4 * 60 * SECOND + 5 * SECOND, '2d 03:04:05'],
    [DAY - SECOND, '0d 23:59:59'],
    [10 * HOUR + 9 * 60 * SECOND + 8 * SECOND, '0d 10:09:08'],
    [59 * SECOND, '0d 00:00:59'],
    [123 * DAY, '123d 00:00:00'],
  ])('shows %i ms as %s', (remaining, expected) => {
    expect(formatCountdown(remaining)).toBe(expected)
  })

  it('rounds part-seconds up, so a running offer never reads zero', () => {
    expect(formatCountdown(1)).toBe('0d 00:00:01')
    expect(formatCountdown(1500)).toBe('0d 00:00:02')
    expect(formatCountdown(DAY - 1)).toBe('1d 00:00:00')
  })

  it.each([0, -1, -5 * DAY, Number.NaN])('reads zero and ended once the end passes (%d)', (ms) => {
    expect(formatCountdown(ms)).toBe('0d 00:00:00')
    expect(countdownParts(ms)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, ended: true })
  })

  it('is not ended while time remains', () => {
    expect(countdownParts(HOUR + 1)).toEqual({
      days: 0,
      hours: 1,
      minutes: 0,
      seconds: 1,
      ended: false,
    })
  })
})

describe('active promotion window', () => {
  const row = {
    id: '6f1c2a55-3b0e-4a55-9a51-2f0b9c2a7e10',
    name: 'offer',
    status: 'active',
    headline: 'Offer',
    subtext: '',
    cta_label: 'Claim',
    cta_url: '/contact',
    start_at: '2030-01-01T00:00:00Z',
    end_at: '2030-01-08T00:00:00Z',
    created_at: '2029-12-01T00:00:00Z',
    updated_at: '2029-12-01T00:00:00Z',
  }
  const start = Date.parse(row.start_at)
  const end = Date.parse(row.end_at)

  it('is live from its start until just before its end', () => {
    const promotion = toActivePromotion(row)!
    expect(promotion).toMatchObject({ startsAt: start, endsAt: end, cta_url: '/contact' })
    expect(isPromotionLive(promotion, start - 1)).toBe(false)
    expect(isPromotionLive(promotion, start)).toBe(true)
    expect(isPromotionLive(promotion, end - 1)).toBe(true)
    expect(isPromotionLive(promotion, end)).toBe(false)
  })

  it('has no lower bound without a start time', () => {
    const promotion = toActivePromotion({ ...row, start_at: null })!
    expect(isPromotionLive(promotion, 0)).toBe(true)
  })

  it('refuses a row whose times cannot be read', () => {
    expect(toActivePromotion({ ...row, end_at: 'soon' })).toBeNull()
    expect(toActivePromotion({ ...row, start_at: 'yesterday' })).toBeNull()
  })
})
