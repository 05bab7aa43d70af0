import { fail, failBecause, type ActionResult } from '@/lib/actions/result'
import { TOO_MANY_QUIZ_ATTEMPTS } from '@/lib/http/rate-limit'

/**
 * How submit_quiz_attempt refuses a timed session sent more than 30 s after its limit
 * (supabase/migrations/20261207000100_untimed_quiz_sessions.sql). Its other refusals share the
 * code 22023, so the message is what tells this one apart.
 */
export const DEADLINE_REFUSAL = 'The time limit for this quiz has passed'

export const NOT_RECORDED =
  'The time limit for this quiz had passed when your answers arrived, so this attempt was not recorded.'

/** The submit action's answer to an error from submit_quiz_attempt. */
export function submitFailure(error: { code: string; message: string }): ActionResult<never> {
  if (error.code === 'PT429') return fail(TOO_MANY_QUIZ_ATTEMPTS)
  // 22023 carries the database's reason (time limit passed, malformed answers).
  if (error.code !== '22023') {
    console.error('Marking a quiz failed', error)
    return fail('Your answers could not be marked.')
  }
  if (error.message === DEADLINE_REFUSAL) return failBecause('time-limit-passed', NOT_RECORDED)
  return fail(error.message)
}
