import type { ActionResult, FailureReason } from '@/lib/actions/result'

/**
 * How submit_quiz_attempt refuses a timed session sent more than 30 s after its limit
 * (supabase/migrations/20261207000100_untimed_quiz_sessions.sql). Its other refusals share the
 * code 22023, so the message is what tells this one apart.
 */
export const DEADLINE_REFUSAL = 'The time limit for this quiz has passed'

export const NOT_RECORDED =
  'The time limit for this quiz had passed when your answers arrived, so this attempt was not recorded.'

/**
 * How the same function refuses a session it no longer has open: closed a day after it started,
 * already submitted, or started before its taker signed in or out.
 */
export const SESSION_REFUSAL = 'This quiz session is not open'

export const SESSION_CLOSED =
  'The quiz session these answers belong to has closed, so this attempt was not recorded.'

/** Why a submitted attempt was not recorded while its answers stay on screen. */
export type NotRecordedReason = FailureReason

/** The reason a submit failed without recording the attempt, or null for any other outcome. */
export function notRecordedReason(result: ActionResult<unknown>): NotRecordedReason | null {
  return result.ok ? null : (result.reason ?? null)
}
