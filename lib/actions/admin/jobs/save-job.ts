'use server'

import { closingTimeFailure } from '@/lib/actions/admin/jobs/closing-time-failure'
import { jobColumns } from '@/lib/actions/admin/jobs/job-columns'
import { updateIfUnchanged } from '@/lib/actions/admin/update-if-unchanged'
import { slugTakenFailure } from '@/lib/actions/admin/slug-taken-failure'
import { adminAction } from '@/lib/actions/action'
import { fail, ok } from '@/lib/actions/result'
import { toJobValues } from '@/lib/data/admin/jobs'
import { invalidateJob } from '@/lib/data/tags'
import { closesInThePast, saveJobSchema } from '@/lib/validation/admin/jobs'

/**
 * Saves a job post, unless someone saved it since the editor opened it (then: the conflict), or
 * it would be open with a closing time already passed (being opened, or the time changed).
 */
export const saveJobAction = adminAction(saveJobSchema, async (input, { supabase }) => {
  const before = await supabase
    .from('jobs')
    .select('slug, status, closes_at, published_at')
    .eq('id', input.id)
    .maybeSingle()
  if (before.error) return fail(`Could not save: ${before.error.message}`)
  if (!before.data) return fail('This job no longer exists. It may have been deleted.')
  if (closesInThePast(input, before.data)) return closingTimeFailure()
  const result = await updateIfUnchanged(
    supabase,
    'jobs',
    input.id,
    input.updatedAt,
    jobColumns(input, before.data.published_at),
  )
  if (!result.ok) {
    if (result.conflict) result.conflict.current = toJobValues(result.conflict.current)
    if (/jobs_slug_key|duplicate key/.test(result.error)) return slugTakenFailure('job')
    return result
  }
  invalidateJob(before.data.slug, input.slug)
  return ok({ updatedAt: result.data.updated_at })
})
