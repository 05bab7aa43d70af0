'use server'

import { memberAction } from '@/lib/actions/action'
import { fail, ok } from '@/lib/actions/result'
import { claimQuizSchema } from '@/lib/validation/quizzes'

/** Saves the result a visitor got before signing in to their account (once, within a day). */
export const claimQuizAttemptAction = memberAction(
  claimQuizSchema,
  async ({ claimId }, { supabase }) => {
    const { data, error } = await supabase.rpc('claim_quiz_attempt', { claim_id: claimId })
    if (error || !data) return fail('This result can no longer be saved to your account.')
    return ok({ attemptId: data })
  },
)
