'use server'

import { adminAction } from '@/lib/actions/action'
import {
  fileProblem,
  removeReplacedFile,
  resourceRow,
  resourceSlugTaken,
} from '@/lib/actions/admin/resources/resource-row'
import type { SavedResource } from '@/lib/actions/admin/resources/create-resource'
import { updateIfUnchanged } from '@/lib/actions/admin/update-if-unchanged'
import { slugTakenFailure } from '@/lib/actions/admin/slug-taken-failure'
import { CORRECT_FIELDS } from '@/lib/actions/outcome'
import { fail, ok } from '@/lib/actions/result'
import { invalidateResource } from '@/lib/data/tags'
import { updateResourceSchema } from '@/lib/validation/resource-editor'

/**
 * Saves a resource unless someone else saved it since the editor opened it (then the conflict
 * comes back, nothing overwritten), removes a file it replaced, and invalidates its page under
 * the old and new slug, the lists, the feeds and the sitemap.
 */
export const updateResourceAction = adminAction(
  updateResourceSchema,
  async ({ id, expectedUpdatedAt, ...values }, { supabase }) => {
    const before = await supabase
      .from('resources')
      .select('slug, file_path')
      .eq('id', id)
      .maybeSingle()
    if (before.error) return fail(`Could not save the resource: ${before.error.message}`)
    if (!before.data) return fail('This resource no longer exists. It may have been deleted.')
    if (await resourceSlugTaken(supabase, values.slug, id)) return slugTakenFailure('resource')
    const file = await fileProblem(supabase, values.filePath, before.data.file_path)
    if (file) return fail(CORRECT_FIELDS, file)

    const row = resourceRow(values)
    const result = await updateIfUnchanged(supabase, 'resources', id, expectedUpdatedAt, row)
    if (!result.ok) return result
    await removeReplacedFile(supabase, before.data.file_path, row.file_path)
    invalidateResource(before.data.slug, values.slug)
    return ok<SavedResource>({ id, slug: values.slug, updatedAt: result.data.updated_at })
  },
)
