import 'server-only'

import { cache } from 'react'

import { COUNTED, readSearchedListPage, type ListPage } from '@/lib/data/admin/list-page'
import type { ListParams, ListSpec } from '@/lib/data/admin/list-params'
import type { Resource } from '@/lib/data/resources'
import { fileTypeOf } from '@/lib/resources/file-type'
import { createClient } from '@/lib/supabase/server'
import { RESOURCE_EDITOR_KINDS, RESOURCE_EDITOR_STATUSES } from '@/lib/validation/resource-editor'
import { dataOrThrow } from '@/lib/data/query-result'

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

const RESOURCE_LIST_COLUMNS =
  'id, slug, title, kind, status, members_only, file_path, external_url, published_at, updated_at'

/**
 * One page of every resource, any status, for the admin list (the admin's session, so RLS; a
 * search through the admin-only admin_search_resources function, see readSearchedListPage).
 */
export async function listResources(
  params: ListParams<(typeof resourceListSpec.sortable)[number], 'status' | 'kind' | 'access'>,
): Promise<ListPage<ResourceListRow>> {
  const supabase = await createClient()
  const { status, kind, access } = params.filters
  return readSearchedListPage(
    {
      table: () => supabase.from('resources').select(RESOURCE_LIST_COLUMNS, COUNTED),
      search: () =>
        supabase
          .rpc('admin_search_resources', { search: params.search }, COUNTED)
          .select(RESOURCE_LIST_COLUMNS),
    },
    params,
    {
      equals: {
        status,
        kind,
        members_only: access === undefined ? undefined : access === 'members',
      },
      search: ['title', 'slug'],
      what: 'the resources',
    },
  )
}

export const RESOURCE_EDIT_COLUMNS =
  'id, slug, title, description, kind, content, file_path, external_url, category_id, members_only, status, published_at, updated_at'

/**
 * One resource as the editor loads it, any status (the admin's session, so RLS); once per
 * request, as the editor page and its title both ask for it.
 */
export const getResourceForEdit = cache(async (id: string) => {
  const supabase = await createClient()
  return dataOrThrow(
    await supabase.from('resources').select(RESOURCE_EDIT_COLUMNS).eq('id', id).maybeSingle(),
    'the resource',
  )
})

export type EditableResource = NonNullable<Awaited<ReturnType<typeof getResourceForEdit>>>

/**
 * Any resource by slug, whatever its status, for an admin's draft preview, in the shape the public
 * page renders (members-only content and link are left to the page's per-request part, as there).
 * Uncached and read with the admin's own session, so RLS shows drafts to admins only.
 */
export async function getResourceForPreview(
  slug: string,
): Promise<{ resource: Resource; status: string } | null> {
  const supabase = await createClient()
  const { data, error } = await supabase
    .from('resources')
    .select(
      'id, slug, title, description, kind, content, file_path, external_url, members_only, status, published_at, updated_at, article_categories(slug, name)',
    )
    .eq('slug', slug)
    .maybeSingle()
  if (error) throw new Error(`Could not load the resource preview: ${error.message}`)
  if (!data) return null
  const { file_path, article_categories: category, status, content, ...row } = data
  // resource_teasers()'s generated row type has these as strings; the page reads '' as absent.
  const teaser = {
    ...row,
    external_url: (row.members_only ? null : row.external_url) ?? '',
    has_file: file_path !== null,
    file_type: fileTypeOf(file_path),
    category_slug: category?.slug ?? '',
    category_name: category?.name ?? '',
    published_at: row.published_at ?? '',
  }
  return {
    status,
    resource: row.members_only ? { ...teaser, content: null } : { ...teaser, content },
  }
}
