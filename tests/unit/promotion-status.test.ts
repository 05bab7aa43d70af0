import { describe, expect, it } from 'vitest'

import { promotionStatusAt } from '@/lib/promotions/promotion-status'

describe('promotionStatusAt', () => {
  const now = Date.parse('2030-01-01T09:00:00.000Z')

  it('shows an active promotion past its end as ended, from the minute it ends', () => {
    expect(promotionStatusAt({ status: 'active', end_at: '2030-01-01T08:59:00Z' }, now)).toBe(
      'ended',
    )
    expect(promotionStatusAt({ status: 'active', end_at: '2030-01-01T09:00:00Z' }, now)).toBe(
      'ended',
    )
    expect(promotionStatusAt({ status: 'active', end_at: '2030-01-01T09:00:01Z' }, now)).toBe(
      'active',
    )
  })

  it('leaves every other status as stored, whatever the end', () => {
    for (const status of ['draft', 'paused', 'ended']) {
      expect(promotionStatusAt({ status, end_at: '2001-01-01T00:00:00Z' }, now)).toBe(status)
      expect(promotionStatusAt({ status, end_at: '2099-01-01T00:00:00Z' }, now)).toBe(status)
    }
  })
})
