import type { PostgrestSingleResponse, SupabaseClient } from '@supabase/supabase-js'

import type { Database } from '@/lib/supabase/database.types'

/**
 * The public sections whose rows keep their old slugs, named by the first segment of their pages'
 * paths: articles, resources, quizzes (/quiz/{slug}) and jobs (/careers/{slug}), each with a
 * `*_slug_history` table written by the record_slug_change trigger.
 */
export type SlugSection = 'articles' | 'resources' | 'quiz' | 'careers'

type Client = SupabaseClient<Database>
type History = PostgrestSingleResponse<{ row: { slug: string } | null } | null>

function currentOf({ data, error }: History): string | null {
  if (error) throw new Error(`Could not load the slug history: ${error.message}`)
  return data?.row?.slug ?? null
}

/**
 * The history joined to the renamed row, so RLS on the row decides (visitors: published and
 * scheduled articles, published quizzes, open and closed jobs; admins: every status). Only
 * resources' history is admins-only itself; see renamedSlug.
 */
const HISTORIES: Record<SlugSection, (client: Client, oldSlug: string) => PromiseLike<History>> = {
  articles: (client, oldSlug) =>
    client
      .from('article_slug_history')
      .select('row:articles(slug)')
      .eq('old_slug', oldSlug)
      .maybeSingle(),
  resources: (client, oldSlug) =>
    client
      .from('resource_slug_history')
      .select('row:resources(slug)')
      .eq('old_slug', oldSlug)
      .maybeSingle(),
  quiz: (client, oldSlug) =>
    client
      .from('quiz_slug_history')
      .select('row:quizzes(slug)')
      .eq('old_slug', oldSlug)
      .maybeSingle(),
  careers: (client, oldSlug) =>
    client.from('job_slug_history').select('row:jobs(slug)').eq('old_slug', oldSlug).maybeSingle(),
}

/**
 * The current slug of the row that used to be at `oldSlug` in `section`, as `client` may see it,
 * or null. Resources first try renamed_resource(), published only, because RLS hides a
 * members-only resource's row from visitors though its page is public; when that finds nothing,
 * the history table itself, which RLS shows to admins only (so their previews follow a draft's
 * old slugs, as for articles) and to everyone else as empty.
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
  }
  return currentOf(await HISTORIES[section](client, oldSlug))
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
const RESERVED: Record<SlugSection, Set<string>> = {
  articles: new Set(['search', 'browse', 'id']),
  resources: new Set(['browse']),
  quiz: new Set(),
  careers: new Set(),
}
const SLUG_PAGE = /^\/(articles|resources|quiz|careers)\/([a-z0-9]+(?:-[a-z0-9]+)*)(\/apply)?\/?$/

/**
 * The section, slug and sub-path (a job's `apply/` page) of a page path that may name an old
 * slug, or null for any other path.
 */
export function slugPage(
  pathname: string,
): { section: SlugSection; slug: string; subPath?: string } | null {
  const match = SLUG_PAGE.exec(pathname)
  if (!match) return null
  const section = match[1] as SlugSection
  const slug = match[2]!
  if (RESERVED[section].has(slug)) return null
  if (!match[3]) return { section, slug }
  return section === 'careers' ? { section, slug, subPath: 'apply/' } : null
}
