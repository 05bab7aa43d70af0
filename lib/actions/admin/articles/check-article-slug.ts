'use server'

import { adminAction } from '@/lib/actions/action'
import { SLUG_TAKEN, slugTaken } from '@/lib/actions/admin/articles/article-row'
import { ok } from '@/lib/actions/result'
import { articleSlugField, checkSlugSchema } from '@/lib/validation/article-editor'

export type SlugCheck = { available: boolean; message: string }

/** Whether a slug is free for this article, for the editor's live check while typing. */
export const checkArticleSlugAction = adminAction(
  checkSlugSchema,
  async ({ slug, id }, { supabase }) => {
    const shape = articleSlugField.safeParse(slug)
    if (!shape.success) {
      return ok<SlugCheck>({ available: false, message: shape.error.issues[0]?.message ?? '' })
    }
    const taken = await slugTaken(supabase, shape.data, id || null)
    return ok<SlugCheck>(
      taken
        ? { available: false, message: SLUG_TAKEN }
        : { available: true, message: 'This slug is free.' },
    )
  },
)
