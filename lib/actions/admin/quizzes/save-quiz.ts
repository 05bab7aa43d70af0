'use server'

import { slugTakenFailure } from '@/lib/actions/admin/slug-taken-failure'
import { adminAction } from '@/lib/actions/action'
import { conflictFailure, fail, ok } from '@/lib/actions/result'
import { lastChangeOf } from '@/lib/data/admin/audit'
import { getQuizEditorValues } from '@/lib/data/admin/quizzes'
import { invalidateQuiz } from '@/lib/data/tags'
import { saveQuizSchema } from '@/lib/validation/admin/quizzes'

const PUBLISH_RULES = new Set(['quiz_unanswered', 'quiz_empty'])

/**
 * Saves a quiz's settings, status and whole question list (order, options, points, answer keys)
 * in one transaction through save_quiz, unless someone saved the quiz since the editor opened it:
 * then nothing is written and their version comes back as a conflict. Publishing with a question
 * that has no correct answer is refused by the schema here and by guard_quiz_publish in SQL.
 */
export const saveQuizAction = adminAction(saveQuizSchema, async (input, { supabase }) => {
  const before = await supabase.from('quizzes').select('slug').eq('id', input.id).maybeSingle()
  if (before.error) return fail(`Could not save: ${before.error.message}`)
  if (!before.data) return fail('This quiz no longer exists. It may have been deleted.')

  const { data: updatedAt, error } = await supabase.rpc('save_quiz', {
    quiz_id: input.id,
    expected_updated_at: input.updatedAt,
    quiz: {
      slug: input.slug,
      title: input.title,
      description: input.description,
      category_id: input.categoryId || null,
      difficulty: input.difficulty,
      time_limit_minutes: input.timeLimitMinutes,
      pass_percent: input.passPercent,
      status: input.status,
    },
    questions: input.questions.map((question) => ({
      id: question.id,
      kind: question.kind,
      prompt: question.prompt,
      options: question.options,
      points: question.points,
      correct_answers: question.correctAnswers,
      explanation: question.explanation,
    })),
  })
  if (error) {
    if (error.hint && PUBLISH_RULES.has(error.hint)) {
      return fail(error.message, { status: [error.message] })
    }
    if (error.code === '23505') return slugTakenFailure('quiz')
    return fail(`Could not save: ${error.message}`)
  }
  if (!updatedAt) {
    const current = await getQuizEditorValues(supabase, input.id)
    if (!current) return fail('This quiz no longer exists. It may have been deleted.')
    const change = await lastChangeOf(supabase, 'quizzes', input.id)
    return conflictFailure({
      changedBy: change?.actorName ?? 'another admin',
      changedAt: current.updatedAt,
      current,
    })
  }
  invalidateQuiz(before.data.slug, input.slug)
  return ok({ updatedAt })
})
