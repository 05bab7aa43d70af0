'use server'

import { adminAction } from '@/lib/actions/action'
import { deleteById } from '@/lib/actions/admin/delete-by-id'
import { fail, ok } from '@/lib/actions/result'
import { getJobApplicationFiles, type JobApplicationFiles } from '@/lib/data/admin/jobs'
import { invalidateJob } from '@/lib/data/tags'
import { countOf } from '@/lib/format/labels'
import { BUCKETS } from '@/lib/storage/buckets'
import type { createClient } from '@/lib/supabase/server'
import { deleteJobSchema } from '@/lib/validation/admin/jobs'

type ServerClient = Awaited<ReturnType<typeof createClient>>

/** The most paths one Storage remove request takes. */
const REMOVE_BATCH = 1000

/**
 * Removes the résumés of a deleted job's applications. The rows are gone by now, so a file left
 * behind (Storage failing, or an application sent between the read and the delete) is claimed by
 * nothing, and the orphan sweep (lib/careers/resume-sweep.ts) removes it once it is a day old.
 */
async function removeResumes(supabase: ServerClient, paths: string[]) {
  for (let from = 0; from < paths.length; from += REMOVE_BATCH) {
    const batch = paths.slice(from, from + REMOVE_BATCH)
    const { error } = await supabase.storage.from(BUCKETS.resumes).remove(batch)
    if (error) console.error('Résumés of a deleted job left to the sweep', error.message)
  }
}

/**
 * Deletes a job, whatever its status, with (by cascade) its applications and old slugs, and then
 * their résumé files; the job and application deletions are audited as the admin's. Refused when
 * more applications would go than the confirmation named.
 */
export const deleteJobAction = adminAction(
  deleteJobSchema,
  async ({ id, applications }, { supabase }) => {
    let files: JobApplicationFiles
    try {
      files = await getJobApplicationFiles(supabase, id)
    } catch (error) {
      return fail(`Could not delete the job: ${(error as Error).message}`)
    }
    if (applications !== undefined && files.applications > applications) {
      return fail(
        `This job now has ${countOf(files.applications, 'application')}, not ${applications}: more arrived while this page was open. Reload the page and confirm again.`,
      )
    }
    const removed = await deleteById(supabase, 'jobs', id, 'slug', 'job')
    if (!removed.ok) return removed
    // The rows first: removing files before a delete that then failed would break live résumés.
    await removeResumes(supabase, files.resumePaths)
    invalidateJob(removed.data.slug, removed.data.slug)
    return ok(undefined)
  },
)
