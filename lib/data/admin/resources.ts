import 'server-only'

import { COUNTED, readListPage, type ListPage } from '@/lib/data/admin/list-page'
import type { ListParams, ListSpec } from '@/lib/data/admin/list-params'
import { createClient } from '@/lib/supabase/server'
import { RESOURCE_EDITOR_KINDS, RESOURCE_EDITOR_STATUSES } from '@/lib/validation/resource-editor'

export const resourceListSpec = {
  sortable: ['title', 'kind', 'status', 'published_at', 'updated_at'],
  defaultSort: { column: 'updated_at', direction: 'desc' },
  filters: {
    status: RESOURCE_EDITOR_STATUSES,
    kind: RESOURCE_EDITOR_KINDS,
    access: ['members', 'everyone'],
  },
} as const satisfies ListSpec<string, 'status' | 'kind' | 'access'>

export type ResourceListRow = {
  id: string
  slug: string
  title: string
  kind: string
  status: string
  members_only: boolean
  file_path: string | null
  external_url: string | null
  published_at: string | null
  updated_at: string
}

/** One page of every resource, any status, for the admin list (the admin's session, so RLS). */
export async function listResources(
  params: ListParams<(typeof resourceListSpec.sortable)[number], 'status' | 'kind' | 'access'>,
): Promise<ListPage<ResourceListRow>> {
  const supabase = await createClient()
  const { status, kind, access } = params.filters
  const query = supabase
    .from('resources')
    .select(
      'id, slug, title, kind, status, members_only, file_path, external_url, published_at, updated_at',
      COUNTED,
    )
  return readListPage(query, params, {
    equals: { status, kind, members_only: access === undefined ? undefined : access === 'members' },
    search: ['title', 'slug'],
    what: 'the resources',
  })
}

export const RESOURCE_EDIT_COLUMNS =
  'id, slug, title, description, kind, content, file_path, external_url, category_id, members_only, status, published_at, updated_at'

/** One resource as the editor loads it, any status (the admin's session, so RLS). */
export async function getResourceForEdit(id: string) {
  const supabase = await createClient()
  const { data, error } = await supabase
    .from('resources')
    .select(RESOURCE_EDIT_COLUMNS)
    .eq('id', id)
    .maybeSingle()
  if (error) throw new Error(`Could not load the resource: ${error.message}`)
  return data
}

export type EditableResource = NonNullable<Awaited<ReturnType<typeof getResourceForEdit>>>
