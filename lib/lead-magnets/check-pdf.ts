import 'server-only'

import { BUCKETS } from '@/lib/storage/buckets'
import type { createClient } from '@/lib/supabase/server'
import { LEAD_MAGNET_MAX_BYTES } from '@/lib/validation/admin-lead-magnets'

type ServerClient = Awaited<ReturnType<typeof createClient>>

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d] // %PDF-

/**
 * Checks an uploaded lead magnet by its bytes, not by its name or the type the browser sent: a
 * PDF starts with '%PDF-'. A file that is not a PDF, or too large, is removed. Null when it is
 * fine, else the reason.
 */
export async function checkUploadedPdf(
  supabase: ServerClient,
  path: string,
): Promise<string | null> {
  const bucket = supabase.storage.from(BUCKETS.leadMagnets)
  const { data, error } = await bucket.download(path)
  if (error || !data) return 'The upload did not arrive; upload the PDF again.'
  const head = new Uint8Array(await data.slice(0, PDF_MAGIC.length).arrayBuffer())
  let problem: string | null = null
  if (!PDF_MAGIC.every((byte, index) => head[index] === byte)) problem = 'That file is not a PDF.'
  else if (data.size > LEAD_MAGNET_MAX_BYTES) problem = 'The PDF must be 25 MB or smaller.'
  if (problem) await bucket.remove([path])
  return problem
}
