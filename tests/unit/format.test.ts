import { describe, expect, it } from 'vitest'

import {
  displayZone,
  formatDate,
  formatDateTime,
  formatDeadline,
  formatInNamedZone,
  listTimeZones,
} from '@/lib/format/dates'
import { countOf, labelOf, optionsOf } from '@/lib/format/labels'
import { truncate } from '@/lib/format/truncate'
import { formatInZone, toZonedInputValue } from '@/lib/format/zoned-input'

describe('member-page dates', () => {
  it("shows times in the profile's zone only when it is a real zone", () => {
    expect(displayZone('Australia/Sydney')).toEqual({
      timeZone: 'Australia/Sydney',
      fromProfile: true,
    })
    expect(displayZone('Nowhere/City')).toEqual({ timeZone: 'UTC', fromProfile: false })
    expect(displayZone('')).toEqual({ timeZone: 'UTC', fromProfile: false })
    expect(displayZone(null)).toEqual({ timeZone: 'UTC', fromProfile: false })
  })

  it('formats a date and a date with time in British style in the given zone', () => {
    expect(formatDateTime('2026-07-01T23:30:00Z', 'Europe/London')).toBe('2 Jul 2026, 00:30')
    expect(formatDate('2026-07-01T23:30:00Z', 'Europe/London')).toBe('2 Jul 2026')
    expect(formatDate('2026-07-01T23:30:00Z', 'UTC')).toBe('1 Jul 2026')
  })

  it('shows a deadline in the zone it was entered in, naming it, then in the reader zone', () => {
    expect(formatDeadline('2026-12-13T22:00:00Z', 'America/Toronto', 'Europe/London')).toEqual({
      entered: '13 Dec 2026, 17:00 (America/Toronto)',
      reader: '13 Dec 2026, 22:00 (Europe/London)',
    })
    expect(formatDeadline('2026-12-13T22:00:00Z', 'Europe/London', 'Europe/London')).toEqual({
      entered: '13 Dec 2026, 22:00 (Europe/London)',
      reader: null,
    })
  })

  it('reads a zone this runtime does not know as UTC rather than failing', () => {
    expect(formatInNamedZone('2026-12-13T22:00:00Z', 'Nowhere/City')).toBe(
      '13 Dec 2026, 22:00 (UTC)',
    )
    expect(formatDeadline('2026-12-13T22:00:00Z', 'Nowhere/City', 'UTC').reader).toBeNull()
  })

  it('lists the zones sorted, with UTC and the saved zone always present', () => {
    const zones = listTimeZones('Europe/London')
    expect(zones).toContain('UTC')
    expect(zones).toContain('Europe/London')
    expect(zones).toEqual([...zones].sort((a, b) => a.localeCompare(b)))
    expect(new Set(zones).size).toBe(zones.length)
    expect(listTimeZones('Nowhere/City')).not.toContain('Nowhere/City')
    expect(listTimeZones()).toEqual(listTimeZones(null))
  })
})

describe('enum labels', () => {
  it('writes a stored enum value as plain words', () => {
    expect(labelOf('single_choice')).toBe('Single choice')
    expect(labelOf('in_progress_now')).toBe('In progress now')
    expect(labelOf('')).toBe('')
    expect(optionsOf(['draft', 'needs_review'])).toEqual([
      { value: 'draft', label: 'Draft' },
      { value: 'needs_review', label: 'Needs review' },
    ])
  })
})

describe('counts with their noun', () => {
  it('is singular for exactly one, plural otherwise, with an irregular plural when given', () => {
    expect([0, 1, 2].map((n) => countOf(n, 'point'))).toEqual(['0 points', '1 point', '2 points'])
    expect(countOf(1, 'quiz', 'quizzes')).toBe('1 quiz')
    expect(countOf(3, 'quiz', 'quizzes')).toBe('3 quizzes')
  })
})

describe('zoned input values', () => {
  it('gives the wall-clock value a datetime-local input shows in the zone', () => {
    expect(toZonedInputValue('2026-01-05T03:07:00Z', 'America/Toronto')).toBe('2026-01-04T22:07')
    expect(toZonedInputValue('2026-07-01T08:00:00Z', 'Europe/London')).toBe('2026-07-01T09:00')
  })

  it('formats an instant for an admin list, or a dash when there is none', () => {
    expect(formatInZone('2026-07-01T08:05:00Z', 'Europe/London')).toBe('1 Jul 2026, 09:05')
    expect(formatInZone(null, 'UTC')).toBe('—')
  })
})

describe('names cut for a page title', () => {
  it('keeps a name of up to 60 characters whole', () => {
    expect(truncate('Managing Stress in Exam Season')).toBe('Managing Stress in Exam Season')
    expect(truncate('x'.repeat(60))).toBe('x'.repeat(60))
  })

  it('cuts a longer one to 60 characters, the last an ellipsis', () => {
    expect(truncate('x'.repeat(61))).toBe(`${'x'.repeat(59)}…`)
    expect(Array.from(truncate('y'.repeat(500)))).toHaveLength(60)
  })

  it('leaves no space before the ellipsis', () => {
    expect(truncate(`${'a'.repeat(58)} bcd`)).toBe(`${'a'.repeat(58)}…`)
    expect(truncate('one two three', 9)).toBe('one two…')
  })

  it('puts the name on one line and counts what shows', () => {
    expect(truncate('  Sam \n\t Student  ')).toBe('Sam Student')
    expect(truncate(`${'a'.repeat(30)}\n\n${'b'.repeat(29)}`)).toBe(
      `${'a'.repeat(30)} ${'b'.repeat(29)}`,
    )
  })

  it('never splits a character made of two code units', () => {
    const cut = truncate('🎓'.repeat(61))
    expect(cut).toBe(`${'🎓'.repeat(59)}…`)
    expect(cut.isWellFormed()).toBe(true)
  })
})
