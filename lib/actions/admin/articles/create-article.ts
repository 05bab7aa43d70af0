'use server'

import { adminAction } from '@/lib/actions/action'
import { articleRow, coverProblem } from '@/lib/actions/admin/articles/article-row'
import { pastScheduleProblem } from '@/lib/actions/admin/publication'
import { slugTakenFailure } from '@/lib/actions/admin/slug-taken-failure'
import { CORRECT_FIELDS } from '@/lib/actions/outcome'
import { fail, ok } from '@/lib/actions/result'
import { invalidateArticle } from '@/lib/data/tags'
import { createArticleSchema } from '@/lib/validation/article-editor'

export type SavedArticle = { id: string; slug: string; updatedAt: string }

/**
 * Creates an article; public pages are invalidated only when it is visible (or will be). A taken
 * slug is refused by the unique index and answered as the slug field's error.
 */
export const createArticleAction = adminAction(
  createArticleSchema,
  async (values, { supabase }) => {
    const problem =
      pastScheduleProblem(values, null, new Date()) ??
      (await coverProblem(supabase, values.coverImageUrl, null))
    if (problem) return fail(CORRECT_FIELDS, problem)
    const { data, error } = await supabase
      .from('articles')
      .insert(articleRow(values))
      .select('id, slug, status, updated_at')
      .single()
    if (error?.code === '23505') return slugTakenFailure('article')
    if (error) return fail(`Could not save the article: ${error.message}`)
    if (data.status === 'published' || data.status === 'scheduled') {
      invalidateArticle(null, data.slug)
    }
    return ok<SavedArticle>({ id: data.id, slug: data.slug, updatedAt: data.updated_at })
  },
)
