'use server'

import { adminAction } from '@/lib/actions/action'
import { updateIfUnchanged } from '@/lib/actions/admin/update-if-unchanged'
import { fail, ok } from '@/lib/actions/result'
import { invalidateLeadMagnets } from '@/lib/data/tags'
import { checkUploadedPdf } from '@/lib/lead-magnets/check-pdf'
import { updateLeadMagnetSchema } from '@/lib/validation/admin-lead-magnets'

/** Saves a lead magnet unless changed meanwhile; a newly uploaded file is checked by its bytes. */
export const updateLeadMagnetAction = adminAction(
  updateLeadMagnetSchema,
  async ({ id, updated_at, ...values }, { supabase }) => {
    const { data: current } = await supabase
      .from('lead_magnets')
      .select('file_path')
      .eq('id', id)
      .maybeSingle()
    if (values.file_path && values.file_path !== current?.file_path) {
      const problem = await checkUploadedPdf(supabase, values.file_path)
      if (problem) return fail(problem, { file_path: [problem] })
    }
    const result = await updateIfUnchanged(supabase, 'lead_magnets', id, updated_at, values)
    if (!result.ok) {
      return result.error.includes('lead_magnets_slug_key')
        ? fail('That slug is taken.', { slug: ['Another lead magnet uses this slug.'] })
        : result
    }
    invalidateLeadMagnets()
    return ok({ id, updated_at: result.data.updated_at })
  },
)
