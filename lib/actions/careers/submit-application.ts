import 'server-only'

import { failed, invalid, succeeded, type Outcome } from '@/lib/actions/outcome'
import { sendApplicationEmails } from '@/lib/careers/application-emails'
import {
  ALREADY_APPLIED,
  applicationTarget,
  JOB_CLOSED,
  type TargetJob,
} from '@/lib/careers/application-target'
import { detectResumeType } from '@/lib/careers/resume-content'
import { deriveTicketKey, verifyTicket, type ResumeTicket } from '@/lib/careers/resume-ticket'
import { serverEnv } from '@/lib/env.server'
import { emailSubject, rateLimiters, tooManyRequests } from '@/lib/http/rate-limit'
import { BUCKETS } from '@/lib/storage/buckets'
import { createAdminClient } from '@/lib/supabase/admin'
import {
  applicationSchema,
  RESUME_MAX_BYTES,
  RESUME_SIZE_ERROR,
  RESUME_TYPE_ERROR,
} from '@/lib/validation/careers'
import { orNull } from '@/lib/validation/fields'

export const UPLOAD_AGAIN = 'Please upload your résumé again.'
export const APPLY_UNAVAILABLE = 'We could not save your application. Please try again in a minute.'

type Input = ReturnType<typeof applicationSchema.parse>

/** The uploaded file, when it is there, within the size limit and of the type its name says. */
async function checkResume(ticket: ResumeTicket): Promise<Outcome<never> | null> {
  const { data, error } = await createAdminClient()
    .storage.from(BUCKETS.resumes)
    .download(ticket.path)
  if (error || !data) return resumeRefused(UPLOAD_AGAIN)
  if (data.size > RESUME_MAX_BYTES) return resumeRefused(RESUME_SIZE_ERROR)
  const bytes = new Uint8Array(await data.arrayBuffer())
  if (detectResumeType(bytes) !== ticket.extension) return resumeRefused(RESUME_TYPE_ERROR)
  return null
}

/** A 400 that marks the résumé field, so the form asks for another file there. */
const resumeRefused = (message: string) =>
  failed(400, message, { fieldErrors: { resume: [message] } })

async function insertApplication(
  input: Input,
  job: TargetJob,
  ticket: ResumeTicket,
  userId: string | null,
): Promise<Outcome<{ id: string }>> {
  const { data, error } = await createAdminClient()
    .from('job_applications')
    .insert({
      job_id: job.id,
      user_id: userId,
      full_name: input.fullName,
      email: input.email,
      phone: orNull(input.phone),
      country: orNull(input.country),
      linkedin_url: orNull(input.linkedinUrl),
      portfolio_url: orNull(input.portfolioUrl),
      cover_letter: input.coverLetter,
      resume_path: ticket.path,
    })
    .select('id')
    .single()
  if (!error && data) return succeeded({ id: data.id }, 201)
  // The guard trigger's answers: the job closed meanwhile, or a parallel submission won.
  if (error?.code === 'P0409') return failed(409, JOB_CLOSED)
  if (error?.code === '23505' && error.message.includes(ALREADY_APPLIED)) {
    return failed(409, ALREADY_APPLIED)
  }
  if (error?.code === '23505') return failed(400, UPLOAD_AGAIN)
  console.error('Application insert failed', error?.code, error?.message)
  return failed(503, APPLY_UNAVAILABLE)
}

/** Removes a file no application claims (a replayed ticket may name one that is claimed). */
async function removeResume(path: string) {
  const admin = createAdminClient()
  const { count, error: readError } = await admin
    .from('job_applications')
    .select('id', { count: 'exact', head: true })
    .eq('resume_path', path)
  if (readError || (count ?? 0) > 0) return
  const { error } = await admin.storage.from(BUCKETS.resumes).remove([path])
  if (error) console.error('Removing an unclaimed résumé failed', path, error.message)
}

/**
 * Stores a job application with the résumé the applicant uploaded through the URL we signed.
 * The file is checked by its bytes, and removed again whenever the application is not stored,
 * so there is never a file without an application or an application without its file. Uploads
 * whose form is never submitted are left to the sweep (lib/careers/resume-sweep.ts).
 * Rate limited per IP and per email; the applicant's account comes from the session, never from the input.
 */
export async function submitApplication(
  slug: string,
  payload: unknown,
  context: { clientIp: string | null; userId: string | null },
): Promise<Outcome<{ id: string }>> {
  const perClient = context.clientIp ? await rateLimiters.applyIp.hit(context.clientIp) : null
  if (perClient && !perClient.allowed) return tooManyRequests(perClient)
  const parsed = applicationSchema.safeParse(payload)
  const perEmail = parsed.success
    ? await rateLimiters.applyEmail.hit(emailSubject(parsed.data.email))
    : null
  if (perEmail && !perEmail.allowed) return tooManyRequests(perEmail)
  const ticketText = (payload as { resumeTicket?: unknown } | null)?.resumeTicket
  const key = deriveTicketKey(serverEnv.SUPABASE_SERVICE_ROLE_KEY)

  let ticket: ResumeTicket | null = null
  let job: TargetJob | null = null
  let outcome: Outcome<{ id: string }>
  try {
    const target = await applicationTarget(slug, parsed.success ? parsed.data.email : null)
    job = target.job
    // Verified before anything else is decided, so every refusal below can remove the file.
    if (job && typeof ticketText === 'string') ticket = verifyTicket(ticketText, job.id, key)
    if (target.outcome) outcome = target.outcome
    else if (!parsed.success) outcome = invalid(parsed.error)
    else if (!ticket || !job) {
      outcome = resumeRefused(UPLOAD_AGAIN)
    } else {
      outcome =
        (await checkResume(ticket)) ??
        (await insertApplication(parsed.data, job, ticket, context.userId))
    }
  } catch (error) {
    console.error('Application failed', error)
    outcome = failed(503, APPLY_UNAVAILABLE)
  }

  if (!outcome.result.ok) {
    if (ticket) await removeResume(ticket.path)
    return outcome
  }
  if (parsed.success && job) {
    await sendApplicationEmails({
      id: outcome.result.data.id,
      fullName: parsed.data.fullName,
      email: parsed.data.email,
      jobTitle: job.title,
      jobSlug: job.slug,
    })
  }
  return outcome
}
