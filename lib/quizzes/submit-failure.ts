import { fail, failBecause, type ActionResult } from '@/lib/actions/result'
import { TOO_MANY_QUIZ_ATTEMPTS } from '@/lib/http/rate-limit'
import {
  DEADLINE_REFUSAL,
  NOT_RECORDED,
  SESSION_CLOSED,
  SESSION_REFUSAL,
} from '@/lib/quizzes/refusals'

/** The submit action's answer to an error from submit_quiz_attempt. */
export function submitFailure(error: { code: string; message: string }): ActionResult<never> {
  if (error.code === 'PT429') return fail(TOO_MANY_QUIZ_ATTEMPTS)
  // 22023 carries the database's reason (time limit passed, session closed, malformed answers).
  if (error.code !== '22023') {
    console.error('Marking a quiz failed', error)
    return fail('Your answers could not be marked.')
  }
  if (error.message === DEADLINE_REFUSAL) return failBecause('time-limit-passed', NOT_RECORDED)
  if (error.message === SESSION_REFUSAL) return failBecause('session-closed', SESSION_CLOSED)
  return fail(error.message)
}
