'use server'

import { adminAction } from '@/lib/actions/action'
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
    const { data, error } = await supabase
      .from('lead_magnets')
      .delete()
      .eq('id', id)
      .select('file_path')
    if (error) return fail(`Could not delete the lead magnet: ${error.message}`)
    const removed = data[0]
    if (!removed) return fail('This lead magnet no longer exists.')
    // A leftover file only costs storage; the row is gone, so nothing links to it any more.
    if (removed.file_path)
      await supabase.storage.from(BUCKETS.leadMagnets).remove([removed.file_path])
    invalidateLeadMagnets()
    return ok(undefined)
  },
)
