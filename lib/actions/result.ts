export type FieldErrors = Record<string, string[] | undefined>

/** Someone else saved the row since the editor opened it: who, when, and their version. */
export type EditConflict = {
  changedBy: string
  changedAt: string
  current: Record<string, unknown>
  /** The version a save over theirs names, when it is not their `updated_at` (`changedAt`). */
  version?: string
}

/** Failures the caller answers with more than the message, named so it can tell them apart. */
export type FailureReason = 'time-limit-passed' | 'session-closed'

export type ActionResult<T = undefined> =
  | { ok: true; data: T }
  | {
      ok: false
      error: string
      fieldErrors?: FieldErrors
      conflict?: EditConflict
      reason?: FailureReason
    }

export const ok = <T>(data: T): ActionResult<T> => ({ ok: true, data })

export const fail = (error: string, fieldErrors?: FieldErrors): ActionResult<never> => ({
  ok: false,
  error,
  ...(fieldErrors ? { fieldErrors } : {}),
})

export const failBecause = (reason: FailureReason, error: string): ActionResult<never> => ({
  ok: false,
  error,
  reason,
})

/** The failure an editor shows when its save would overwrite someone else's change. */
export const conflictFailure = (conflict: EditConflict): ActionResult<never> => ({
  ok: false,
  error: `This was changed by ${conflict.changedBy} while you were editing it.`,
  conflict,
})
