'use server'

import { closingTimeFailure } from '@/lib/actions/admin/jobs/closing-time-failure'
import { jobColumns } from '@/lib/actions/admin/jobs/job-columns'
import { slugTakenFailure } from '@/lib/actions/admin/slug-taken-failure'
import { adminAction } from '@/lib/actions/action'
import { fail, ok } from '@/lib/actions/result'
import { invalidateJob } from '@/lib/data/tags'
import { closesInThePast, createJobSchema } from '@/lib/validation/admin/jobs'

/** Creates a job post (a draft, or open at once, then closing in the future if at all). */
export const createJobAction = adminAction(createJobSchema, async (input, { supabase }) => {
  if (closesInThePast(input, null)) return closingTimeFailure()
  const { data, error } = await supabase
    .from('jobs')
    .insert(jobColumns(input, null))
    .select('id, slug')
    .single()
  if (error) {
    if (error.code === '23505') return slugTakenFailure('job')
    return fail(`Could not create the job: ${error.message}`)
  }
  invalidateJob(null, data.slug)
  return ok({ id: data.id })
})
