import { describe, expect, it } from 'vitest'

import { parseDateRange, presetRange } from '@/lib/data/admin/date-range'

const now = new Date('2026-11-25T21:30:00Z')
const unreadable = {
  ...presetRange(30, now),
  refused: 'Choose a real date for both From and To. Showing the last 30 days instead.',
}

describe('parseDateRange, edges', () => {
  it('takes a one-day range', () => {
    expect(parseDateRange({ from: '2026-01-01', to: '2026-01-01' }, now)).toEqual({
      from: '2026-01-01',
      to: '2026-01-01',
      preset: null,
    })
  })

  it('refuses days that do not exist, even in order', () => {
    expect(parseDateRange({ from: '2026-02-30', to: '2026-03-05' }, now)).toEqual({
      ...unreadable,
      asked: { from: '2026-02-30', to: '2026-03-05' },
    })
    expect(parseDateRange({ from: '2026-13-01', to: '2026-12-05' }, now)).toEqual({
      ...unreadable,
      asked: { from: '2026-13-01', to: '2026-12-05' },
    })
  })

  it('needs both ends, even near the epoch', () => {
    expect(parseDateRange({ from: '1969-12-31' }, now)).toEqual({
      ...unreadable,
      asked: { from: '1969-12-31', to: '' },
    })
    expect(parseDateRange({ to: '1970-01-05' }, now)).toEqual({
      ...unreadable,
      asked: { from: '', to: '1970-01-05' },
    })
  })
})
