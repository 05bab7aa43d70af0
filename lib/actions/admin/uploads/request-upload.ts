'use server'

import { adminAction } from '@/lib/actions/action'
import { newUploadPath, sizeError, typeError } from '@/lib/actions/admin/uploads/stored-upload'
import { sweepAfterUpload } from '@/lib/actions/admin/uploads/sweep-after-upload'
import { fail, ok } from '@/lib/actions/result'
import { UPLOAD_KINDS, requestUploadSchema } from '@/lib/validation/content-editor'

export type UploadTicket = { path: string; uploadUrl: string }

/**
 * Issues a signed upload URL for one random path in the bucket of this kind of upload, after a
 * first check of the declared type and size (the bytes are checked once they are stored).
 */
export const requestUploadAction = adminAction(
  requestUploadSchema,
  async ({ kind, contentType, size }, { supabase }) => {
    if (size > UPLOAD_KINDS[kind].maxBytes) return fail(sizeError(kind))
    const path = newUploadPath(kind, contentType)
    if (!path) return fail(typeError(kind))
    const { data, error } = await supabase.storage
      .from(UPLOAD_KINDS[kind].bucket)
      .createSignedUploadUrl(path)
    if (error || !data) return fail(`Could not prepare the upload: ${error?.message ?? 'unknown'}`)
    sweepAfterUpload()
    return ok<UploadTicket>({ path, uploadUrl: data.signedUrl })
  },
)
