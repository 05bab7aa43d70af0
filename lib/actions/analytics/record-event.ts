import 'server-only'

import { failed, succeeded, type Outcome } from '@/lib/actions/outcome'
import { isAdminPath } from '@/lib/auth/guards'
import { rateLimiters, tooManyRequests } from '@/lib/http/rate-limit'
import { createAdminClient } from '@/lib/supabase/admin'
import { analyticsEventSchema } from '@/lib/validation/analytics'

/**
 * Records one first-party analytics event. Refused without the consent flag or with Global
 * Privacy Control, for unknown names or extra fields, and from admin pages; no user id, IP or
 * cookie is stored.
 */
export async function recordEvent(
  payload: unknown,
  context: { clientIp: string | null; globalPrivacyControl: boolean },
): Promise<Outcome<null>> {
  if (context.globalPrivacyControl)
    return failed(403, 'Analytics is off under Global Privacy Control.')
  const perClient = context.clientIp ? await rateLimiters.analyticsIp.hit(context.clientIp) : null
  if (perClient && !perClient.allowed) return tooManyRequests(perClient)
  const parsed = analyticsEventSchema.safeParse(payload)
  if (!parsed.success) {
    const consentMissing = parsed.error.issues.some((issue) => issue.path[0] === 'consent')
    return consentMissing
      ? failed(403, 'Analytics consent is required.')
      : failed(400, 'Invalid analytics event.')
  }
  const event = parsed.data
  // The admin area is staff at work, not site traffic, and its paths hold order and student ids.
  if (isAdminPath(event.path)) return failed(400, 'Admin pages are not tracked.')
  const perSession = await rateLimiters.analyticsSession.hit(event.sessionId)
  if (!perSession.allowed) return tooManyRequests(perSession)
  const { error } = await createAdminClient()
    .from('analytics_events')
    .insert({
      event_name: event.name,
      path: event.path,
      referrer: event.referrer && !isAdminPath(event.referrer) ? event.referrer : null,
      session_id: event.sessionId,
      properties: event.properties ?? {},
      user_id: null,
    })
  if (error) {
    console.error('Analytics insert failed', error.code, error.message)
    return failed(503, 'Could not record the event.')
  }
  return succeeded(null, 202)
}
