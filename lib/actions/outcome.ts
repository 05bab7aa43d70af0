import { z } from 'zod'

import { fail, ok, type ActionResult } from '@/lib/actions/result'
import { firstIssue } from '@/lib/validation/fields'

/** A public write's answer: the action result plus the HTTP status its route handler sends. */
export type Outcome<T = undefined> = {
  status: number
  result: ActionResult<T>
  retryAfterSeconds?: number
}

export const succeeded = <T>(data: T, status = 200): Outcome<T> => ({ status, result: ok(data) })

export const failed = (
  status: number,
  error: string,
  extra: { fieldErrors?: Record<string, string[] | undefined>; retryAfterSeconds?: number } = {},
): Outcome<never> => ({
  status,
  result: fail(error, extra.fieldErrors),
  ...(extra.retryAfterSeconds ? { retryAfterSeconds: extra.retryAfterSeconds } : {}),
})

export const CORRECT_FIELDS = 'Please correct the highlighted fields.'

/** A 400 naming the first problem, with every field's messages for the form. */
export function invalid(error: z.ZodError): Outcome<never> {
  const fieldErrors = z.flattenError(error).fieldErrors as Record<string, string[] | undefined>
  const message = Object.keys(fieldErrors).length > 1 ? CORRECT_FIELDS : firstIssue(error)
  return failed(400, message, { fieldErrors })
}
