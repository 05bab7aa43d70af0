import { describe, expect, it } from 'vitest'

import { dateRangeQuery, parseDateRange, presetRange } from '@/lib/data/admin/date-range'

const now = new Date('2026-11-25T21:30:00Z')

describe('parseDateRange', () => {
  it('defaults to the last 30 days up to today (UTC), today included', () => {
    expect(parseDateRange({}, now)).toEqual({ from: '2026-10-27', to: '2026-11-25', preset: 30 })
  })

  it.each([
    ['7', '2026-11-19'],
    ['90', '2026-08-28'],
  ])('takes the %s-day preset', (range, from) => {
    expect(parseDateRange({ range }, now)).toEqual({
      from,
      to: '2026-11-25',
      preset: Number(range),
    })
  })

  it('takes chosen dates over a preset', () => {
    expect(parseDateRange({ from: '2026-01-01', to: '2026-01-03', range: '7' }, now)).toEqual({
      from: '2026-01-01',
      to: '2026-01-03',
      preset: null,
    })
  })

  it.each([
    [{ from: '2026-01-03', to: '2026-01-01' }, 'The From date is after the To date.'],
    [{ from: '2026-02-30', to: '2026-03-01' }, 'Choose a real date for both From and To.'],
    [{ from: '2025-01-01', to: '2026-01-03' }, 'A range can cover at most 367 days.'],
    [{ from: '1 Jan', to: '2026-01-03' }, 'Choose a real date for both From and To.'],
    [{ from: '9999-12-31', to: '9999-12-31' }, 'Choose a real date for both From and To.'],
    [{ from: '3000-01-01', to: '3000-01-02' }, 'Choose a real date for both From and To.'],
    [{ from: '1969-12-31', to: '1970-01-01' }, 'Choose a real date for both From and To.'],
    [{ from: '2026-01-01', range: '14' }, 'Choose a real date for both From and To.'],
  ])('falls back to the default for %o and says why', (searchParams, why) => {
    expect(parseDateRange(searchParams, now)).toMatchObject({
      ...presetRange(30, now),
      refused: `${why} Showing the last 30 days instead.`,
    })
  })

  it.each([
    [
      { from: '2026-01-03', to: '2026-01-01' },
      { from: '2026-01-03', to: '2026-01-01' },
    ],
    [
      { from: '2025-01-01', to: '2026-01-03' },
      { from: '2025-01-01', to: '2026-01-03' },
    ],
    [
      { from: '1 Jan', to: '2026-01-03' },
      { from: '', to: '2026-01-03' },
    ],
    [{ from: '2026-01-01' }, { from: '2026-01-01', to: '' }],
    [
      { from: ['2026-01-05', '2026-01-01'], to: '2026-01-02' },
      { from: '2026-01-05', to: '2026-01-02' },
    ],
  ])('keeps the dates asked for in %o to show in the form', (searchParams, asked) => {
    expect(parseDateRange(searchParams, now).asked).toEqual(asked)
  })

  it('keeps a chosen preset when the dates beside it are refused, and says so', () => {
    expect(parseDateRange({ from: '2026-01-03', to: '2026-01-01', range: '7' }, now)).toEqual({
      ...presetRange(7, now),
      refused: 'The From date is after the To date. Showing the last 7 days instead.',
      asked: { from: '2026-01-03', to: '2026-01-01' },
    })
  })

  it('says nothing when no dates were asked for, whatever the preset', () => {
    expect(parseDateRange({ range: '14' }, now)).toEqual(presetRange(30, now))
  })

  it('reads the first of a repeated parameter', () => {
    expect(parseDateRange({ from: ['2026-01-01', 'x'], to: '2026-01-03' }, now).from).toBe(
      '2026-01-01',
    )
  })

  it('takes the first and last years a range may name', () => {
    expect(parseDateRange({ from: '1970-01-01', to: '1970-01-02' }, now).preset).toBeNull()
    expect(parseDateRange({ from: '2999-12-30', to: '2999-12-31' }, now).preset).toBeNull()
  })

  it('accepts the longest range the database does (367 days)', () => {
    expect(parseDateRange({ from: '2025-01-01', to: '2026-01-02' }, now).preset).toBeNull()
    expect(parseDateRange({ from: '2025-01-01', to: '2026-01-03' }, now).preset).toBe(30)
  })
})

describe('dateRangeQuery', () => {
  it('reproduces a preset or chosen dates', () => {
    expect(dateRangeQuery(presetRange(7, now))).toBe('range=7')
    expect(dateRangeQuery({ from: '2026-01-01', to: '2026-01-03', preset: null })).toBe(
      'from=2026-01-01&to=2026-01-03',
    )
  })
})
