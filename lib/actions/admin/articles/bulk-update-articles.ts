'use server'

import { adminAction } from '@/lib/actions/action'
import { releaseCovers } from '@/lib/actions/admin/articles/release-covers'
import { fail, ok } from '@/lib/actions/result'
import { invalidateArticles } from '@/lib/data/tags'
import type { createClient } from '@/lib/supabase/server'
import { bulkArticlesSchema } from '@/lib/validation/article-editor'

type ServerClient = Awaited<ReturnType<typeof createClient>>

const STATUS_OF = { unpublish: 'draft', archive: 'archived' } as const

/** Published now: undated or future-dated articles get the current time, the rest keep theirs. */
async function publish(supabase: ServerClient, ids: string[]) {
  const now = new Date().toISOString()
  const redated = await supabase
    .from('articles')
    .update({ status: 'published', published_at: now })
    .in('id', ids)
    .or(`published_at.is.null,published_at.gt.${now}`)
  if (redated.error) return redated
  return supabase
    .from('articles')
    .update({ status: 'published' })
    .in('id', ids)
    .lte('published_at', now)
    .neq('status', 'published')
}

/**
 * Publishes, unpublishes, archives or deletes the selected articles (at most one page of them;
 * deleting removes covers no other article shows) and invalidates every page that showed them.
 */
export const bulkUpdateArticlesAction = adminAction(
  bulkArticlesSchema,
  async ({ ids, operation }, { supabase }) => {
    const rows = await supabase.from('articles').select('id, slug, cover_image_url').in('id', ids)
    if (rows.error) return fail(`Could not load the articles: ${rows.error.message}`)
    if (rows.data.length === 0) return fail('None of those articles exist any more.')
    const found = rows.data.map((row) => row.id)

    // Every selected article that exists counts, and one already in the state asked for is left
    // as it is: no new version, no audit entry, no change to its updated date.
    if (operation === 'delete') {
      const deleted = await supabase.from('articles').delete().in('id', found).select('id')
      if (deleted.error) return fail(`Could not update the articles: ${deleted.error.message}`)
      await releaseCovers(
        supabase,
        rows.data.map((row) => row.cover_image_url),
      )
      invalidateArticles(rows.data.map((row) => row.slug))
      return ok({ count: deleted.data.length })
    }
    const { error } =
      operation === 'publish'
        ? await publish(supabase, found)
        : await supabase
            .from('articles')
            .update({ status: STATUS_OF[operation] })
            .in('id', found)
            .neq('status', STATUS_OF[operation])
    if (error) return fail(`Could not update the articles: ${error.message}`)
    invalidateArticles(rows.data.map((row) => row.slug))
    return ok({ count: found.length })
  },
)
