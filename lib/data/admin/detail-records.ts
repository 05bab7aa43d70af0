import type { SupabaseClient } from '@supabase/supabase-js'

import { isUuid } from '@/lib/data/admin/uuid'
import type { Database } from '@/lib/supabase/database.types'
import type { UuidTable } from '@/lib/supabase/uuid-table'

type Client = SupabaseClient<Database>

type DetailRoute = {
  /** The path, with the id as its first group; static siblings (new, export) are left out. */
  path: RegExp
  exists: (client: Client, id: string) => Promise<boolean>
}

/** Whether the row is there for this caller: an error is no answer, so it counts as there. */
async function found(query: PromiseLike<{ data: unknown; error: unknown }>) {
  const { data, error } = await query
  return error !== null || data !== null
}

const byUuid =
  (table: UuidTable) =>
  (client: Client, id: string): Promise<boolean> =>
    isUuid(id)
      ? found(client.from(table).select('id').eq('id', id).maybeSingle())
      : Promise.resolve(false)

/** Every admin page under an [id] segment, with the row its id names. */
export const ADMIN_DETAIL_ROUTES: DetailRoute[] = [
  { path: /^\/admin\/articles\/(?!new\/?$|export\/?$)([^/]+)\/?$/, exists: byUuid('articles') },
  {
    path: /^\/admin\/jobs\/(?!new\/?$|templates\/?$|applications\/?$)([^/]+)\/?$/,
    exists: byUuid('jobs'),
  },
  { path: /^\/admin\/jobs\/applications\/([^/]+)\/?$/, exists: byUuid('job_applications') },
  {
    path: /^\/admin\/lead-magnets\/(?!new\/?$|export\/?$)([^/]+)\/?$/,
    exists: byUuid('lead_magnets'),
  },
  { path: /^\/admin\/messages\/([^/]+)\/?$/, exists: byUuid('messages') },
  { path: /^\/admin\/orders\/(?!export\/?$)([^/]+)\/?$/, exists: byUuid('orders') },
  { path: /^\/admin\/promotions\/(?!new\/?$)([^/]+)\/?$/, exists: byUuid('site_promotions') },
  { path: /^\/admin\/quizzes\/(?!new\/?$)([^/]+)(?:\/preview)?\/?$/, exists: byUuid('quizzes') },
  { path: /^\/admin\/resources\/(?!new\/?$)([^/]+)\/?$/, exists: byUuid('resources') },
  { path: /^\/admin\/testimonials\/(?!new\/?$)([^/]+)\/?$/, exists: byUuid('testimonials') },
  {
    path: /^\/admin\/students\/([^/]+)\/?$/,
    exists: (client, id) =>
      isUuid(id)
        ? found(client.from('profiles').select('user_id').eq('user_id', id).maybeSingle())
        : Promise.resolve(false),
  },
  {
    path: /^\/admin\/security\/([^/]+)\/?$/,
    exists: (client, id) =>
      /^\d{1,18}$/.test(id)
        ? found(client.from('audit_log').select('id').eq('id', Number(id)).maybeSingle())
        : Promise.resolve(false),
  },
]

/**
 * The route and its id segment, decoded as the page receives it (proxy.ts has already answered
 * 400 for a broken escape), or null for any other path.
 */
function detailRoute(pathname: string): { route: DetailRoute; id: string } | null {
  for (const route of ADMIN_DETAIL_ROUTES) {
    const segment = route.path.exec(pathname)?.[1]
    if (segment !== undefined) return { route, id: decodeURIComponent(segment) }
  }
  return null
}

/**
 * Whether `pathname` is an admin detail page whose id names no row the caller can read. The
 * pages answer notFound() themselves, but inside Suspense, after Cache Components has sent the
 * shell with a 200; proxy.ts asks this first so the 404 page goes out with a 404 status.
 */
export async function isMissingAdminRecord(client: Client, pathname: string): Promise<boolean> {
  const match = detailRoute(pathname)
  return match ? !(await match.route.exists(client, match.id)) : false
}
