import 'server-only'

import { publicationTime } from '@/lib/actions/admin/publication'
import { slugTakenMessage } from '@/lib/actions/admin/slug-taken-failure'
import { checkStoredUpload, coverPathOf } from '@/lib/actions/admin/uploads/stored-upload'
import type { FieldErrors } from '@/lib/actions/result'
import type { createClient } from '@/lib/supabase/server'
import type { createArticleSchema } from '@/lib/validation/article-editor'
import { parseTags } from '@/lib/validation/content-editor'

type ServerClient = Awaited<ReturnType<typeof createClient>>
type Values = ReturnType<typeof createArticleSchema.parse>

/** The article's columns from the editor's values: '' becomes null, tags a list. */
export function articleRow(values: Values, now = new Date()) {
  return {
    title: values.title,
    slug: values.slug,
    excerpt: values.excerpt,
    category_id: values.categoryId || null,
    author_id: values.authorId || null,
    tags: parseTags(values.tags),
    cover_image_url: values.coverImageUrl || null,
    cover_image_alt: values.coverImageUrl ? values.coverImageAlt : null,
    content: values.content,
    seo_title: values.seoTitle || null,
    seo_description: values.seoDescription || null,
    status: values.status,
    published_at: publicationTime(values, now),
  }
}

/**
 * A new cover must be an image this server issued the upload for, checked by its bytes; the cover
 * the article already had is left as it is.
 */
export async function coverProblem(
  supabase: ServerClient,
  coverImageUrl: string,
  currentUrl: string | null,
): Promise<FieldErrors | null> {
  if (!coverImageUrl || coverImageUrl === currentUrl) return null
  const path = coverPathOf(supabase, coverImageUrl)
  const problem = path
    ? await checkStoredUpload(supabase, 'article-cover', path)
    : 'Upload the cover image here.'
  return problem ? { coverImageUrl: [problem] } : null
}

export const SLUG_TAKEN = slugTakenMessage('article')

/** Whether another article than `exceptId` has this slug (the unique index is the last word). */
export async function slugTaken(supabase: ServerClient, slug: string, exceptId: string | null) {
  let query = supabase.from('articles').select('id').eq('slug', slug)
  if (exceptId) query = query.neq('id', exceptId)
  const { data, error } = await query.limit(1)
  if (error) throw new Error(`Could not check the slug: ${error.message}`)
  return data.length > 0
}
