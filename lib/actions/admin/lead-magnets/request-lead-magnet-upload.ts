'use server'

import { adminAction } from '@/lib/actions/action'
import { sweepAfterUpload } from '@/lib/actions/admin/uploads/sweep-after-upload'
import { fail, ok } from '@/lib/actions/result'
import { BUCKETS } from '@/lib/storage/buckets'
import { leadMagnetUploadSchema, pdfFileName } from '@/lib/validation/admin-lead-magnets'

/**
 * A signed upload URL for one new path in the private lead-magnets bucket, so the browser can
 * send the PDF straight to Storage with progress. The bytes are checked when the magnet is saved.
 */
export const requestLeadMagnetUploadAction = adminAction(
  leadMagnetUploadSchema,
  async ({ name }, { supabase }) => {
    const path = `${crypto.randomUUID()}/${pdfFileName(name)}`
    const { data, error } = await supabase.storage
      .from(BUCKETS.leadMagnets)
      .createSignedUploadUrl(path)
    if (error || !data) return fail('Could not prepare the upload. Please try again.')
    sweepAfterUpload()
    return ok({ path, uploadUrl: data.signedUrl })
  },
)
