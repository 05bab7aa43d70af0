import { createPublicClient } from '@/lib/supabase/public'

const ARTICLE_ID_PATH =
  /^\/articles\/id\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i

/**
 * For /articles/id/{id}: the article's one URL when the id names a visible article, otherwise
 * null (the page then answers 404). Done in proxy.ts rather than by the page, so the 308 carries
 * exactly one Location header even on the first, uncached request.
 */
export async function articleIdRedirect(pathname: string): Promise<string | null> {
  const id = ARTICLE_ID_PATH.exec(pathname)?.[1]
  if (!id) return null
  const { data } = await createPublicClient()
    .from('articles')
    .select('slug')
    .eq('id', id.toLowerCase())
    .in('status', ['published', 'scheduled'])
    .maybeSingle()
  return data ? `/articles/${data.slug}/` : null
}
