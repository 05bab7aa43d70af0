import { describe, expect, it } from 'vitest'

import { TIME_UP, timeAnnouncement } from '@/components/quizzes/time-announcement'

const TEN_MINUTES = 600

/** What the live region holds at each second of a countdown from `limit` to zero. */
const spoken = (limit: number) =>
  Array.from({ length: limit + 1 }, (_, elapsed) => timeAnnouncement(limit - elapsed, limit))

/** The texts a screen reader hears: each change of the region's text, in order. */
const changes = (texts: string[]) =>
  texts.filter((text, index) => text !== '' && text !== texts[index - 1])

describe('timeAnnouncement', () => {
  it.each([
    [600, ''],
    [301, ''],
    [300, '5 minutes left'],
    [299, '5 minutes left'],
    [121, '5 minutes left'],
    [120, '2 minutes left'],
    [61, '2 minutes left'],
    [60, '1 minute left'],
    [59, '1 minute left'],
    [31, '1 minute left'],
    [30, '30 seconds left'],
    [11, '30 seconds left'],
    [10, '10 seconds left'],
    [1, '10 seconds left'],
    [0, TIME_UP],
    [-3, TIME_UP],
  ])('with %i s of a 10-minute quiz left says %j', (remaining, expected) => {
    expect(timeAnnouncement(remaining, TEN_MINUTES)).toBe(expected)
  })

  it('changes only at the milestones, never from one second to the next in between', () => {
    expect(changes(spoken(TEN_MINUTES))).toEqual([
      '5 minutes left',
      '2 minutes left',
      '1 minute left',
      '30 seconds left',
      '10 seconds left',
      'Time is up. Submitting your answers.',
    ])
    // Six changes in ten minutes, the last minute included: not one a second.
    const lastMinute = spoken(TEN_MINUTES).slice(-61)
    expect(new Set(lastMinute).size).toBe(4)
  })

  it('skips a milestone the quiz starts at or below: the intro has said how long it lasts', () => {
    expect(changes(spoken(300))).toEqual([
      '2 minutes left',
      '1 minute left',
      '30 seconds left',
      '10 seconds left',
      TIME_UP,
    ])
    expect(changes(spoken(60))).toEqual(['30 seconds left', '10 seconds left', TIME_UP])
    expect(timeAnnouncement(60, 60)).toBe('')
  })

  it('after a jump past several milestones (a tab woken from sleep) says only the latest', () => {
    expect(timeAnnouncement(25, TEN_MINUTES)).toBe('30 seconds left')
  })
})
