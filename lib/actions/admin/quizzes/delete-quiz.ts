'use server'

import { adminAction } from '@/lib/actions/action'
import { deleteById } from '@/lib/actions/admin/delete-by-id'
import { fail, ok } from '@/lib/actions/result'
import { countQuizAttempts } from '@/lib/data/admin/quizzes'
import { invalidateQuiz } from '@/lib/data/tags'
import { countOf } from '@/lib/format/labels'
import { deleteQuizSchema } from '@/lib/validation/admin/quizzes'

/**
 * Deletes a quiz, published or not, with (by cascade) its questions, answer keys, attempts,
 * visitors' sessions and old slugs; the quiz, question and key deletions are audited as the
 * admin's. Refused when more attempts would go than the confirmation named.
 */
export const deleteQuizAction = adminAction(
  deleteQuizSchema,
  async ({ id, attempts }, { supabase }) => {
    if (attempts !== undefined) {
      let current: number
      try {
        current = await countQuizAttempts(supabase, id)
      } catch (error) {
        return fail(`Could not delete the quiz: ${(error as Error).message}`)
      }
      if (current > attempts) {
        return fail(
          `This quiz now has ${countOf(current, 'attempt')}, not ${attempts}: more were made while this page was open. Reload the page and confirm again.`,
        )
      }
    }
    const removed = await deleteById(supabase, 'quizzes', id, 'slug', 'quiz')
    if (!removed.ok) return removed
    // Its old slugs' redirects are cached under the quizzes tag too, so they go with it.
    invalidateQuiz(removed.data.slug, removed.data.slug)
    return ok(undefined)
  },
)
