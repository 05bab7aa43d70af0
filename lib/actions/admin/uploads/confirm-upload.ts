'use server'

import { z } from 'zod'

import { adminAction } from '@/lib/actions/action'
import { checkStoredUpload, publicUploadUrl } from '@/lib/actions/admin/uploads/stored-upload'
import { fail, ok } from '@/lib/actions/result'

const confirmUploadSchema = z.object({
  kind: z.enum(['article-cover', 'resource-file']),
  path: z.string().max(200),
})

export type ConfirmedUpload = { path: string; publicUrl: string | null }

/**
 * Checks a file the browser has just uploaded (type by content, size) so the editor can say at
 * once when it cannot be used; saving checks it again. Covers come back with their public URL.
 */
export const confirmUploadAction = adminAction(
  confirmUploadSchema,
  async ({ kind, path }, { supabase }) => {
    const problem = await checkStoredUpload(supabase, kind, path)
    if (problem) return fail(problem)
    return ok<ConfirmedUpload>({
      path,
      publicUrl: kind === 'article-cover' ? publicUploadUrl(supabase, path) : null,
    })
  },
)
