'use server'

import { adminAction } from '@/lib/actions/action'
import { deleteById } from '@/lib/actions/admin/delete-by-id'
import { fail, ok } from '@/lib/actions/result'
import { invalidateLeadMagnets } from '@/lib/data/tags'
import { BUCKETS } from '@/lib/storage/buckets'
import { leadMagnetIdSchema } from '@/lib/validation/admin-lead-magnets'

/**
 * Deletes a lead magnet that has no leads, and its file. One with leads is kept (the leads name
 * it, and their consent and unsubscribes must stay on record): switch it off instead.
 */
export const deleteLeadMagnetAction = adminAction(
  leadMagnetIdSchema,
  async ({ id }, { supabase }) => {
    const { count, error: countError } = await supabase
      .from('leads')
      .select('id', { count: 'exact', head: true })
      .eq('lead_magnet_id', id)
    if (countError) return fail(`Could not delete the lead magnet: ${countError.message}`)
    if (count) {
      return fail(
        `This lead magnet has ${count} lead${count === 1 ? '' : 's'}, so it cannot be deleted. Switch it off instead.`,
      )
    }
    const removed = await deleteById(supabase, 'lead_magnets', id, 'file_path', 'lead magnet')
    if (!removed.ok) return removed
    const filePath = removed.data.file_path
    // A leftover file only costs storage; the row is gone, so nothing links to it any more.
    if (filePath) await supabase.storage.from(BUCKETS.leadMagnets).remove([filePath])
    invalidateLeadMagnets()
    return ok(undefined)
  },
)
