'use server'

import { adminAction } from '@/lib/actions/action'
import { UPLOAD_KINDS } from '@/lib/validation/content-editor'
import { fail, ok } from '@/lib/actions/result'
import { invalidateResources } from '@/lib/data/tags'
import { bulkResourcesSchema } from '@/lib/validation/resource-editor'

const STATUS_OF = { publish: 'published', unpublish: 'draft', archive: 'archived' } as const

/**
 * Publishes, unpublishes, archives or deletes the selected resources (deleting removes their
 * files too) and invalidates every page that showed any of them.
 */
export const bulkUpdateResourcesAction = adminAction(
  bulkResourcesSchema,
  async ({ ids, operation }, { supabase }) => {
    const rows = await supabase.from('resources').select('id, slug, file_path').in('id', ids)
    if (rows.error) return fail(`Could not load the resources: ${rows.error.message}`)
    if (rows.data.length === 0) return fail('None of those resources exist any more.')
    const found = rows.data.map((row) => row.id)

    if (operation === 'delete') {
      const deleted = await supabase.from('resources').delete().in('id', found).select('id')
      if (deleted.error) return fail(`Could not delete the resources: ${deleted.error.message}`)
      const files = rows.data.flatMap((row) => (row.file_path ? [row.file_path] : []))
      if (files.length > 0) {
        await supabase.storage.from(UPLOAD_KINDS['resource-file'].bucket).remove(files)
      }
      invalidateResources(rows.data.map((row) => row.slug))
      return ok({ count: deleted.data.length })
    }

    const now = new Date().toISOString()
    if (operation === 'publish') {
      const undated = await supabase
        .from('resources')
        .update({ published_at: now })
        .in('id', found)
        .is('published_at', null)
      if (undated.error) return fail(`Could not update the resources: ${undated.error.message}`)
    }
    // One already in the state asked for is left as it is: no new version, no audit entry.
    const updated = await supabase
      .from('resources')
      .update({ status: STATUS_OF[operation] })
      .in('id', found)
      .neq('status', STATUS_OF[operation])
    if (updated.error) return fail(`Could not update the resources: ${updated.error.message}`)
    invalidateResources(rows.data.map((row) => row.slug))
    return ok({ count: found.length })
  },
)
