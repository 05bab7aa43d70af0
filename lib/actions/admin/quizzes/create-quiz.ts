'use server'

import { slugTakenFailure } from '@/lib/actions/admin/slug-taken-failure'
import { adminAction } from '@/lib/actions/action'
import { fail, ok } from '@/lib/actions/result'
import { invalidateQuiz } from '@/lib/data/tags'
import { createQuizSchema } from '@/lib/validation/admin/quizzes'

/** Creates a draft quiz from its settings; its questions are added in the editor it opens. */
export const createQuizAction = adminAction(createQuizSchema, async (input, { supabase }) => {
  const { data, error } = await supabase
    .from('quizzes')
    .insert({
      title: input.title,
      slug: input.slug,
      description: input.description,
      category_id: input.categoryId || null,
      difficulty: input.difficulty,
      time_limit_minutes: input.timeLimitMinutes,
      pass_percent: input.passPercent,
      status: 'draft',
    })
    .select('id, slug')
    .single()
  if (error) {
    if (error.code === '23505') return slugTakenFailure('quiz')
    return fail(`Could not create the quiz: ${error.message}`)
  }
  invalidateQuiz(null, data.slug)
  return ok({ id: data.id })
})
