'use server'

import { adminAction } from '@/lib/actions/action'
import { fail, ok } from '@/lib/actions/result'
import { invalidateLeadMagnets } from '@/lib/data/tags'
import { checkUploadedPdf } from '@/lib/lead-magnets/check-pdf'
import { leadMagnetSchema } from '@/lib/validation/admin-lead-magnets'

/** Creates a lead magnet; an uploaded file must be a real PDF (checked by its bytes). */
export const createLeadMagnetAction = adminAction(leadMagnetSchema, async (input, { supabase }) => {
  if (input.file_path) {
    const problem = await checkUploadedPdf(supabase, input.file_path)
    if (problem) return fail(problem, { file_path: [problem] })
  }
  const { data, error } = await supabase
    .from('lead_magnets')
    .insert(input)
    .select('id, updated_at')
    .single()
  if (error) {
    if (error.code === '23505') {
      return fail('That slug is taken.', { slug: ['Another lead magnet uses this slug.'] })
    }
    return fail(`Could not create the lead magnet: ${error.message}`)
  }
  invalidateLeadMagnets()
  return ok({ id: data.id, updated_at: data.updated_at })
})
