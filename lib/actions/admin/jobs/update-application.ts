'use server'

import { updateIfUnchanged } from '@/lib/actions/admin/update-if-unchanged'
import { adminAction } from '@/lib/actions/action'
import { fail, ok } from '@/lib/actions/result'
import { sendStatusEmail } from '@/lib/careers/status-emails'
import { toApplicationValues } from '@/lib/data/admin/jobs'
import { updateApplicationSchema } from '@/lib/validation/admin/jobs'

/**
 * Saves an application's status and notes (unless someone saved it first), then, when asked and
 * the status has just become shortlisted or rejected, emails the applicant from the template.
 */
export const updateApplicationAction = adminAction(
  updateApplicationSchema,
  async (input, { supabase }) => {
    const before = await supabase
      .from('job_applications')
      .select('status, full_name, email, jobs(title)')
      .eq('id', input.id)
      .maybeSingle()
    if (before.error) return fail(`Could not save: ${before.error.message}`)
    if (!before.data) return fail('This application no longer exists.')

    const result = await updateIfUnchanged(
      supabase,
      'job_applications',
      input.id,
      input.updatedAt,
      { status: input.status, admin_notes: input.adminNotes || null },
    )
    if (!result.ok) {
      if (result.conflict) {
        result.conflict.current = toApplicationValues(result.conflict.current)
      }
      return result
    }

    const changed = before.data.status !== input.status
    const sent =
      input.notify && changed
        ? await sendStatusEmail(supabase, input.status, {
            name: before.data.full_name,
            email: before.data.email,
            jobTitle: before.data.jobs?.title ?? 'the role',
          })
        : null
    return ok({
      updatedAt: result.data.updated_at,
      emailed: sent?.ok === true,
      emailError: sent && !sent.ok ? sent.error : null,
    })
  },
)
