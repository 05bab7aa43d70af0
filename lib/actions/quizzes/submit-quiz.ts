'use server'

import { publicAction } from '@/lib/actions/action'
import { fail, ok } from '@/lib/actions/result'
import { submitQuizSchema, type QuizResult } from '@/lib/validation/quizzes'

/**
 * Sends answers to submit_quiz_attempt, which scores them in the database and stores the attempt
 * for a signed-in member (or keeps it for a visitor to claim after signing in).
 */
export const submitQuizAction = publicAction(
  submitQuizSchema,
  async ({ quizId, sessionId, answers }, { supabase }) => {
    const { data, error } = await supabase.rpc('submit_quiz_attempt', {
      quiz_id: quizId,
      answers,
      ...(sessionId ? { session_id: sessionId } : {}),
    })
    if (error) {
      // 22023 carries the database's reason (time limit passed, malformed answers).
      return fail(error.code === '22023' ? error.message : 'Your answers could not be marked.')
    }
    return ok(data as unknown as QuizResult)
  },
)
