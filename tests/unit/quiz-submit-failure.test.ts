import { afterEach, describe, expect, it, vi } from 'vitest'

import { submitFailure } from '@/lib/quizzes/submit-failure'

afterEach(() => vi.restoreAllMocks())

describe('submitFailure', () => {
  it('names a timed attempt refused as late, so the player can keep its answers', () => {
    expect(
      submitFailure({ code: '22023', message: 'The time limit for this quiz has passed' }),
    ).toEqual({
      ok: false,
      reason: 'time-limit-passed',
      error:
        'The time limit for this quiz had passed when your answers arrived, so this attempt was not recorded.',
    })
  })

  it('passes the database’s other reasons on as plain failures, without a reason', () => {
    expect(submitFailure({ code: '22023', message: 'A timed quiz must be started first' })).toEqual(
      { ok: false, error: 'A timed quiz must be started first' },
    )
    expect(submitFailure({ code: 'PT429', message: 'rate limited' })).toEqual({
      ok: false,
      error: 'Too many quiz attempts. Please wait a few minutes and try again.',
    })
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(submitFailure({ code: 'XX000', message: 'internal detail' })).toEqual({
      ok: false,
      error: 'Your answers could not be marked.',
    })
    expect(logged).toHaveBeenCalledOnce()
  })
})
