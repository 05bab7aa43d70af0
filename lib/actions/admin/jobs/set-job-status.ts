'use server'

import { adminAction } from '@/lib/actions/action'
import { fail, ok } from '@/lib/actions/result'
import { invalidateJob } from '@/lib/data/tags'
import { closesInThePast, setJobStatusSchema } from '@/lib/validation/admin/jobs'

/**
 * Opens or closes a job in one click. Closing takes effect on the public pages at once: the
 * job's pages are invalidated, and its apply page refuses applications. A job whose closing time
 * has passed is not opened: the editor takes a later one first.
 */
export const setJobStatusAction = adminAction(
  setJobStatusSchema,
  async ({ id, status }, { supabase }) => {
    const before = await supabase
      .from('jobs')
      .select('slug, status, closes_at, published_at')
      .eq('id', id)
      .maybeSingle()
    if (before.error) return fail(`Could not save: ${before.error.message}`)
    if (!before.data) return fail('This job no longer exists.')
    if (closesInThePast({ status, closesAt: before.data.closes_at ?? '' }, before.data)) {
      return fail('Its closing time has passed. Choose a later one in the editor to open it.')
    }
    const { data, error } = await supabase
      .from('jobs')
      .update({
        status,
        ...(status === 'open' && !before.data.published_at
          ? { published_at: new Date().toISOString() }
          : {}),
      })
      .eq('id', id)
      .select('updated_at')
      .single()
    if (error) return fail(`Could not save: ${error.message}`)
    invalidateJob(before.data.slug, before.data.slug)
    return ok({ updatedAt: data.updated_at })
  },
)
