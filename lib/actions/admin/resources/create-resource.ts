'use server'

import { adminAction } from '@/lib/actions/action'
import { fileProblem, resourceRow } from '@/lib/actions/admin/resources/resource-row'
import { slugTakenFailure } from '@/lib/actions/admin/slug-taken-failure'
import { CORRECT_FIELDS } from '@/lib/actions/outcome'
import { fail, ok } from '@/lib/actions/result'
import { invalidateResource } from '@/lib/data/tags'
import { createResourceSchema } from '@/lib/validation/resource-editor'

export type SavedResource = { id: string; slug: string; updatedAt: string }

/**
 * Creates a resource; public pages are invalidated only when it is published. A taken slug is
 * refused by the unique index and answered as the slug field's error.
 */
export const createResourceAction = adminAction(
  createResourceSchema,
  async (values, { supabase }) => {
    const file = await fileProblem(supabase, values.filePath, null)
    if (file) return fail(CORRECT_FIELDS, file)
    const { data, error } = await supabase
      .from('resources')
      .insert(resourceRow(values))
      .select('id, slug, status, updated_at')
      .single()
    if (error?.code === '23505') return slugTakenFailure('resource')
    if (error) return fail(`Could not save the resource: ${error.message}`)
    if (data.status === 'published') invalidateResource(null, data.slug)
    return ok<SavedResource>({ id: data.id, slug: data.slug, updatedAt: data.updated_at })
  },
)
