import 'server-only'

import { serverEnv } from '@/lib/env.server'
import { getActiveLeadMagnet } from '@/lib/data/lead-magnets'
import { recordLead } from '@/lib/actions/leads/record-lead'
import {
  leadCaptureError,
  leadCaptureSchema,
  type LeadCaptureResponse,
} from '@/lib/validation/leads'
import { sendGuide } from '@/lib/leads/send-guide'
import { emailSubject, rateLimiters, TOO_MANY_REQUESTS } from '@/lib/http/rate-limit'
import { checkCaptcha } from '@/lib/http/turnstile'

export const SEND_FAILED = 'Failed to send study guide'
export const ADDRESS_UNSUBSCRIBED =
  'This address has unsubscribed from our emails, so we have not sent the guide again. To get it, open the unsubscribe link in one of our earlier emails and choose "Send me the guide again".'

export type CaptureOutcome = {
  status: number
  body: LeadCaptureResponse
  retryAfterSeconds?: number
}

const TOO_MANY_FOR_EMAIL =
  'We have already sent the guide to this address several times in the last hour. Please check your inbox and spam folder, or try again later.'

const failure = (status: number, error: string, retryAfterSeconds?: number): CaptureOutcome => ({
  status,
  body: { success: false, error },
  ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
})

/**
 * Validates, verifies, rate limits (per client address when known, always per email), records
 * the lead once and (re)sends the guide, but never to an address that unsubscribed: anyone can
 * type an address into the form, so only the owner's own link (the unsubscribe page's "send
 * again") opts it back in.
 */
export async function captureLead(
  payload: unknown,
  clientIp: string | null,
): Promise<CaptureOutcome> {
  if (clientIp) {
    const perClient = await rateLimiters.leadIp.hit(clientIp)
    if (!perClient.allowed) return failure(429, TOO_MANY_REQUESTS, perClient.retryAfterSeconds)
  }

  const parsed = leadCaptureSchema.safeParse(payload)
  if (!parsed.success) return failure(400, leadCaptureError(parsed.error))
  const { email, sourcePath, captchaToken } = parsed.data

  const captcha = await checkCaptcha({
    secret: serverEnv.TURNSTILE_SECRET_KEY,
    token: captchaToken,
    ...(clientIp ? { remoteIp: clientIp } : {}),
  })
  if (!captcha.ok) return failure(400, captcha.error)

  const perEmail = await rateLimiters.leadEmail.hit(emailSubject(email))
  if (!perEmail.allowed) return failure(429, TOO_MANY_FOR_EMAIL, perEmail.retryAfterSeconds)

  const magnet = await getActiveLeadMagnet()
  if (!magnet) return failure(503, SEND_FAILED)
  const lead = await recordLead({ email, leadMagnetId: magnet.id, sourcePath })
  if (!lead) return failure(503, SEND_FAILED)
  if (lead.unsubscribed) return failure(409, ADDRESS_UNSUBSCRIBED)
  // The lead stays recorded when delivery fails; a retry finds it and sends again.
  if (!(await sendGuide(email, lead.id, magnet))) return failure(502, SEND_FAILED)
  return { status: 200, body: { success: true } }
}
