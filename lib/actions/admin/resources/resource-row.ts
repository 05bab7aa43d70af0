import 'server-only'

import { publicationTime } from '@/lib/actions/admin/publication'
import { slugTakenMessage } from '@/lib/actions/admin/slug-taken-failure'
import { checkStoredUpload } from '@/lib/actions/admin/uploads/stored-upload'
import type { FieldErrors } from '@/lib/actions/result'
import type { createClient } from '@/lib/supabase/server'
import { UPLOAD_KINDS } from '@/lib/validation/content-editor'
import type { createResourceSchema } from '@/lib/validation/resource-editor'

type ServerClient = Awaited<ReturnType<typeof createClient>>
type Values = ReturnType<typeof createResourceSchema.parse>

/** The resource's columns from the editor's values: '' becomes null. */
export function resourceRow(values: Values, now = new Date()) {
  return {
    title: values.title,
    slug: values.slug,
    description: values.description,
    kind: values.kind,
    content: values.content,
    file_path: values.filePath || null,
    external_url: values.externalUrl || null,
    category_id: values.categoryId || null,
    members_only: values.membersOnly,
    status: values.status,
    published_at: publicationTime(values, now),
  }
}

export const RESOURCE_SLUG_TAKEN = slugTakenMessage('resource')

/** Whether another resource than `exceptId` has this slug (the unique index is the last word). */
export async function resourceSlugTaken(
  supabase: ServerClient,
  slug: string,
  exceptId: string | null,
) {
  let query = supabase.from('resources').select('id').eq('slug', slug)
  if (exceptId) query = query.neq('id', exceptId)
  const { data, error } = await query.limit(1)
  if (error) throw new Error(`Could not check the slug: ${error.message}`)
  return data.length > 0
}

/** A new file must be one this server issued the upload for, checked by its bytes. */
export async function fileProblem(
  supabase: ServerClient,
  filePath: string,
  currentPath: string | null,
): Promise<FieldErrors | null> {
  if (!filePath || filePath === currentPath) return null
  const problem = await checkStoredUpload(supabase, 'resource-file', filePath)
  return problem ? { filePath: [problem] } : null
}

/** Removes a file the resource no longer uses; a leftover only costs storage, so never fails. */
export async function removeReplacedFile(
  supabase: ServerClient,
  previous: string | null,
  current: string | null,
) {
  if (previous && previous !== current) {
    await supabase.storage.from(UPLOAD_KINDS['resource-file'].bucket).remove([previous])
  }
}
