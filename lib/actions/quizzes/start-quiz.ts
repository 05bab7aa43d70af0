'use server'

import { publicAction } from '@/lib/actions/action'
import { fail, ok } from '@/lib/actions/result'
import { startQuizSchema } from '@/lib/validation/quizzes'

/** Starts the server's clock for a quiz; timed quizzes refuse answers without this session. */
export const startQuizAction = publicAction(startQuizSchema, async ({ quizId }, { supabase }) => {
  const { data, error } = await supabase.rpc('start_quiz_attempt', { quiz_id: quizId })
  if (error || !data) return fail('This quiz could not be started. Please reload the page.')
  return ok({ sessionId: data })
})
