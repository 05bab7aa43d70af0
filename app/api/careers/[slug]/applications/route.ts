import { after } from 'next/server'

import { submitApplication } from '@/lib/actions/careers/submit-application'
import { getCurrentUser } from '@/lib/auth/current-user'
import { sweepOrphanResumes } from '@/lib/careers/resume-sweep'
import {
  badBody,
  crossSiteRefused,
  readJsonBody,
  TOO_LARGE,
  respond,
  SERVICE_UNAVAILABLE,
} from '@/lib/http/json-route'
import { clientAddress } from '@/lib/http/client-address'
import { crossOriginRequest } from '@/lib/http/same-origin'
import { createAdminClient } from '@/lib/supabase/admin'

/**
 * Clears a bounded batch of uploads from abandoned forms. Hosted Supabase and Supabase Local have
 * no job runner in common, so stored applications are the clock; after the response, so the
 * applicant never waits for it, and a failure is only logged.
 */
async function sweepAbandonedUploads() {
  try {
    const { removed } = await sweepOrphanResumes(createAdminClient())
    if (removed.length > 0) console.info(`Removed ${removed.length} unclaimed résumé upload(s)`)
  } catch (error) {
    console.error('Sweeping unclaimed résumés failed', error)
  }
}

/** Stores a job application whose résumé was uploaded through a URL we signed. */
export async function POST(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  try {
    if (crossOriginRequest(request)) return crossSiteRefused()
    const payload = await readJsonBody(request, 40_000)
    if (payload === undefined || payload === TOO_LARGE) return badBody()
    const outcome = await submitApplication((await params).slug, payload, {
      clientIp: clientAddress(request),
      userId: (await getCurrentUser())?.id ?? null,
    })
    if (outcome.result.ok) after(sweepAbandonedUploads)
    return respond(outcome)
  } catch (error) {
    console.error('Application failed', error)
    return respond({ status: 503, result: { ok: false, error: SERVICE_UNAVAILABLE } })
  }
}
