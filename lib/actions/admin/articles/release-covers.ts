import 'server-only'

import { coverPathOf } from '@/lib/actions/admin/uploads/stored-upload'
import type { createClient } from '@/lib/supabase/server'
import { UPLOAD_KINDS } from '@/lib/validation/content-editor'

type ServerClient = Awaited<ReturnType<typeof createClient>>

/**
 * Removes uploaded covers that no article shows any more: replaced, taken off, or their article
 * deleted. Only files this server issued are touched (seeded and outside images never), and one
 * another article still uses stays. A file left behind costs storage only, so a failure is
 * logged rather than failing the save that has already happened.
 */
export async function releaseCovers(supabase: ServerClient, urls: readonly (string | null)[]) {
  const candidates = new Map<string, string>()
  for (const url of urls) {
    const path = url ? coverPathOf(supabase, url) : null
    if (url && path) candidates.set(url, path)
  }
  if (candidates.size === 0) return
  const stillUsed = await supabase
    .from('articles')
    .select('cover_image_url')
    .in('cover_image_url', [...candidates.keys()])
  if (stillUsed.error) {
    console.error('Covers kept: could not check their use', stillUsed.error.message)
    return
  }
  for (const { cover_image_url } of stillUsed.data) {
    if (cover_image_url) candidates.delete(cover_image_url)
  }
  if (candidates.size === 0) return
  const { error } = await supabase.storage
    .from(UPLOAD_KINDS['article-cover'].bucket)
    .remove([...candidates.values()])
  if (error) console.error('Covers kept: could not remove them', error.message)
}
