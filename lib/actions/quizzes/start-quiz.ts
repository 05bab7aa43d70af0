'use server'

import { publicAction } from '@/lib/actions/action'
import { fail, ok } from '@/lib/actions/result'
import { rateLimiters, TOO_MANY_QUIZ_ATTEMPTS } from '@/lib/http/rate-limit'
import { quizCaller } from '@/lib/quizzes/quiz-caller'
import { startQuizSchema } from '@/lib/validation/quizzes'

/**
 * Starts the server's clock for a quiz; timed quizzes refuse answers without this session. A
 * session started `untimed` has no deadline: the student turned the time limit off.
 */
export const startQuizAction = publicAction(
  startQuizSchema,
  async ({ quizId, untimed }, { supabase, user }) => {
    const caller = await quizCaller(user, supabase, rateLimiters.quizStartIp)
    if (!caller.ok) return fail(TOO_MANY_QUIZ_ATTEMPTS)
    const { data, error } = await caller.client.rpc('start_quiz_attempt', {
      quiz_id: quizId,
      untimed,
    })
    if (error?.code === 'PT429') return fail(TOO_MANY_QUIZ_ATTEMPTS)
    if (error || !data) return fail('This quiz could not be started. Please reload the page.')
    return ok({ sessionId: data })
  },
)
