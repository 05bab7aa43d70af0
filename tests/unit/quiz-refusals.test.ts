import { describe, expect, it } from 'vitest'

import { fail, failBecause, ok } from '@/lib/actions/result'
import { notRecordedReason } from '@/lib/quizzes/refusals'
import { submitFailure } from '@/lib/quizzes/submit-failure'

describe('a quiz session the database no longer has open', () => {
  it('is refused in plain English, and the player knows it as a closed session', () => {
    const refused = submitFailure({ code: '22023', message: 'This quiz session is not open' })
    expect(refused).toEqual({
      ok: false,
      reason: 'session-closed',
      error:
        'The quiz session these answers belong to has closed, so this attempt was not recorded.',
    })
    expect(notRecordedReason(refused)).toBe('session-closed')
  })

  it('is told apart from a late attempt and from every other outcome', () => {
    expect(
      notRecordedReason(
        submitFailure({ code: '22023', message: 'The time limit for this quiz has passed' }),
      ),
    ).toBe('time-limit-passed')
    expect(notRecordedReason(failBecause('time-limit-passed', 'anything'))).toBe(
      'time-limit-passed',
    )
    expect(
      notRecordedReason(
        submitFailure({ code: '22023', message: 'A timed quiz must be started first' }),
      ),
    ).toBeNull()
    expect(notRecordedReason(fail('This quiz session is not open'))).toBeNull()
    expect(notRecordedReason(fail('Your answers could not be marked.'))).toBeNull()
    expect(notRecordedReason(ok({ score: 1 }))).toBeNull()
  })
})
