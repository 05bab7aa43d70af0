'use server'

import { adminAction } from '@/lib/actions/action'
import { articleRow, coverProblem, slugTaken } from '@/lib/actions/admin/articles/article-row'
import { releaseCovers } from '@/lib/actions/admin/articles/release-covers'
import type { SavedArticle } from '@/lib/actions/admin/articles/create-article'
import { updateIfUnchanged } from '@/lib/actions/admin/update-if-unchanged'
import { pastScheduleProblem } from '@/lib/actions/admin/publication'
import { slugTakenFailure } from '@/lib/actions/admin/slug-taken-failure'
import { CORRECT_FIELDS } from '@/lib/actions/outcome'
import { fail, ok } from '@/lib/actions/result'
import { invalidateArticle } from '@/lib/data/tags'
import { updateArticleSchema } from '@/lib/validation/article-editor'

/**
 * Saves an article unless someone else saved it since the editor opened it (then the conflict
 * comes back, nothing overwritten). Invalidates its page under the old and the new slug, the
 * lists, the feeds and the sitemap; the database keeps the old slug redirecting. A replaced or
 * removed cover's file goes once no article shows it.
 */
export const updateArticleAction = adminAction(
  updateArticleSchema,
  async ({ id, expectedUpdatedAt, ...values }, { supabase }) => {
    const before = await supabase
      .from('articles')
      .select('slug, cover_image_url, status, published_at')
      .eq('id', id)
      .maybeSingle()
    if (before.error) return fail(`Could not save the article: ${before.error.message}`)
    if (!before.data) return fail('This article no longer exists. It may have been deleted.')

    if (await slugTaken(supabase, values.slug, id)) return slugTakenFailure('article')
    const problem =
      pastScheduleProblem(values, before.data, new Date()) ??
      (await coverProblem(supabase, values.coverImageUrl, before.data.cover_image_url))
    if (problem) return fail(CORRECT_FIELDS, problem)

    const result = await updateIfUnchanged(
      supabase,
      'articles',
      id,
      expectedUpdatedAt,
      articleRow(values),
    )
    if (!result.ok) return result
    if (before.data.cover_image_url !== articleRow(values).cover_image_url) {
      await releaseCovers(supabase, [before.data.cover_image_url])
    }
    invalidateArticle(before.data.slug, values.slug)
    return ok<SavedArticle>({ id, slug: values.slug, updatedAt: result.data.updated_at })
  },
)
