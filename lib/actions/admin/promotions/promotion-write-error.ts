import { fail, type ActionResult } from '@/lib/actions/result'

/** Whether the database refused a second active promotion with the same name. */
export const isSecondActive = (message: string) =>
  message.includes('site_promotions_one_active_per_name')

/** That refusal (the partial unique index site_promotions_one_active_per_name) on the status. */
export function secondActiveFailure(name: string): ActionResult<never> {
  return fail('Another promotion with this name is already active.', {
    status: [
      `A promotion named "${name}" is already active. Pause or end it first, or keep this one as a draft.`,
    ],
  })
}
