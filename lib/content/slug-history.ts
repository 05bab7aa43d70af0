import type { SupabaseClient } from '@supabase/supabase-js'

import type { Database } from '@/lib/supabase/database.types'

/** The public sections whose rows keep their old slugs (article_ and resource_slug_history). */
export type SlugSection = 'articles' | 'resources'

type Client = SupabaseClient<Database>

/**
 * The current slug of the article or resource that used to be at `oldSlug`, as `client` may see
 * it, or null. Articles: the history joined to the row, so RLS decides (visitors: published and
 * scheduled; admins: every status). Resources: renamed_resource(), published only, because RLS
 * hides a members-only resource's row from visitors though its page is public; when that finds
 * nothing, the history table itself, which RLS shows to admins only (so their previews follow a
 * draft's old slugs, as for articles) and to everyone else as empty.
 */
export async function renamedSlug(
  client: Client,
  section: SlugSection,
  oldSlug: string,
): Promise<string | null> {
  if (section === 'resources') {
    const { data, error } = await client.rpc('renamed_resource', { old_slug: oldSlug })
    if (error) throw new Error(`Could not load the slug history: ${error.message}`)
    if (data) return data
    const history = await client
      .from('resource_slug_history')
      .select('resources(slug)')
      .eq('old_slug', oldSlug)
      .maybeSingle()
    if (history.error) throw new Error(`Could not load the slug history: ${history.error.message}`)
    return history.data?.resources?.slug ?? null
  }
  const { data, error } = await client
    .from('article_slug_history')
    .select('articles(slug)')
    .eq('old_slug', oldSlug)
    .maybeSingle()
  if (error) throw new Error(`Could not load the slug history: ${error.message}`)
  return data?.articles?.slug ?? null
}

/**
 * Where a renamed row's old URL now lives: the same page (or sub-path such as `download`) under
 * the current slug, with the query string of the old URL kept, so links like `?download=1` or
 * campaign parameters survive the rename. `search` is a URL's `search`: empty or starting with `?`.
 */
export function renamedLocation(
  section: SlugSection,
  slug: string,
  { subPath, search = '' }: { subPath?: string; search?: string } = {},
): string {
  return `/${section}/${slug}/${subPath ?? ''}${search}`
}

// Segments of the sections' own static routes, never slugs of a row (`/articles/search`, ...).
const RESERVED = { articles: new Set(['search', 'browse', 'id']), resources: new Set(['browse']) }
const SLUG_PAGE = /^\/(articles|resources)\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/

/** The section and slug of an article's or resource's page path, or null for any other path. */
export function slugPage(pathname: string): { section: SlugSection; slug: string } | null {
  const match = SLUG_PAGE.exec(pathname)
  if (!match) return null
  const section = match[1] as SlugSection
  const slug = match[2]!
  return RESERVED[section].has(slug) ? null : { section, slug }
}
