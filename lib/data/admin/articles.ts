import 'server-only'

import { ARTICLE_COLUMNS, type Article } from '@/lib/data/articles'
import { createClient } from '@/lib/supabase/server'

/**
 * Any article by slug, whatever its status, for an admin's draft preview. Uncached and read with
 * the admin's own session, so RLS shows drafts to admins only.
 */
export async function getArticleForPreview(slug: string): Promise<Article | null> {
  const supabase = await createClient()
  const { data, error } = await supabase
    .from('articles')
    .select(ARTICLE_COLUMNS)
    .eq('slug', slug)
    .maybeSingle()
  if (error) throw new Error(`Could not load the article preview: ${error.message}`)
  return data
}
