'use server'

import { publicAction } from '@/lib/actions/action'
import { fail, ok } from '@/lib/actions/result'
import { rateLimiters, TOO_MANY_QUIZ_ATTEMPTS } from '@/lib/http/rate-limit'
import { quizCaller } from '@/lib/quizzes/quiz-caller'
import { submitFailure } from '@/lib/quizzes/submit-failure'
import { submitQuizSchema, type QuizResult } from '@/lib/validation/quizzes'

/**
 * Sends answers to submit_quiz_attempt, which scores them in the database and stores the attempt
 * for a signed-in member (or keeps it for a visitor to claim after signing in). Rate limited per
 * visitor address here and per member account in the database.
 */
export const submitQuizAction = publicAction(
  submitQuizSchema,
  async ({ quizId, sessionId, answers }, { supabase, user }) => {
    const caller = await quizCaller(user, supabase, rateLimiters.quizSubmitIp)
    if (!caller.ok) return fail(TOO_MANY_QUIZ_ATTEMPTS)
    const { data, error } = await caller.client.rpc('submit_quiz_attempt', {
      quiz_id: quizId,
      answers,
      ...(sessionId ? { session_id: sessionId } : {}),
    })
    if (error) return submitFailure(error)
    return ok(data as unknown as QuizResult)
  },
)
