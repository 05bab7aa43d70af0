import 'server-only'

import { failed, invalid, succeeded, type Outcome } from '@/lib/actions/outcome'
import { applicationTarget } from '@/lib/careers/application-target'
import { deriveTicketKey, newResumePath, signTicket } from '@/lib/careers/resume-ticket'
import { serverEnv } from '@/lib/env.server'
import { emailSubject, rateLimiters, tooManyRequests } from '@/lib/http/rate-limit'
import { BUCKETS } from '@/lib/storage/buckets'
import { createAdminClient } from '@/lib/supabase/admin'
import { RESUME_TYPES, resumeExtension, resumeUploadRequestSchema } from '@/lib/validation/careers'

export type ResumeUpload = { uploadUrl: string; contentType: string; ticket: string }

export const UPLOAD_UNAVAILABLE = 'We could not prepare the upload. Please try again in a minute.'

/**
 * Checks the application before any bytes move (fields, job open, no application in the last
 * day), then issues a signed upload URL for one random path in the private resumes bucket and a
 * ticket proving this server chose that path. Rate limited per IP and per email.
 */
export async function requestResumeUpload(
  slug: string,
  payload: unknown,
  clientIp: string | null,
): Promise<Outcome<ResumeUpload>> {
  const perClient = clientIp ? await rateLimiters.uploadIp.hit(clientIp) : null
  if (perClient && !perClient.allowed) return tooManyRequests(perClient)
  const parsed = resumeUploadRequestSchema.safeParse(payload)
  if (!parsed.success) return invalid(parsed.error)
  const perEmail = await rateLimiters.uploadEmail.hit(emailSubject(parsed.data.email))
  if (!perEmail.allowed) return tooManyRequests(perEmail)

  const target = await applicationTarget(slug, parsed.data.email)
  if (target.outcome || !target.job) return target.outcome ?? failed(404, UPLOAD_UNAVAILABLE)

  const extension = resumeExtension(parsed.data.resume.name)
  if (!extension) return failed(400, 'Upload your résumé as a PDF, DOC or DOCX file.')
  const path = newResumePath(extension)
  const { data, error } = await createAdminClient()
    .storage.from(BUCKETS.resumes)
    .createSignedUploadUrl(path)
  if (error || !data) {
    console.error('Signing the résumé upload failed', error?.message)
    return failed(503, UPLOAD_UNAVAILABLE)
  }
  const key = deriveTicketKey(serverEnv.SUPABASE_SERVICE_ROLE_KEY)
  return succeeded({
    uploadUrl: data.signedUrl,
    contentType: RESUME_TYPES[extension],
    ticket: signTicket({ jobId: target.job.id, path, extension }, key),
  })
}
