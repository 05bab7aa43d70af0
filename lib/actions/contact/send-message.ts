import 'server-only'

import { failed, invalid, succeeded, type Outcome } from '@/lib/actions/outcome'
import { sendContactEmails } from '@/lib/contact/contact-emails'
import { serverEnv } from '@/lib/env.server'
import { emailSubject, rateLimiters, tooManyRequests } from '@/lib/http/rate-limit'
import { checkCaptcha } from '@/lib/http/turnstile'
import { createAdminClient } from '@/lib/supabase/admin'
import { CONTACT_TOPICS, contactSchema } from '@/lib/validation/contact'

export const SEND_UNAVAILABLE = 'We could not send your message. Please try again in a minute.'

/**
 * Stores a contact message and emails an acknowledgement and a notice to support. Validated,
 * captcha-checked and rate limited per IP and per email before the service role writes; a signed-in sender's
 * account comes from the session, never from the input.
 */
export async function sendMessage(
  payload: unknown,
  context: { clientIp: string | null; userId: string | null },
): Promise<Outcome<{ id: string }>> {
  const perClient = context.clientIp ? await rateLimiters.contactIp.hit(context.clientIp) : null
  if (perClient && !perClient.allowed) return tooManyRequests(perClient)
  const parsed = contactSchema.safeParse(payload)
  if (!parsed.success) return invalid(parsed.error)
  const { name, email, topic, message, captchaToken } = parsed.data
  const perEmail = await rateLimiters.contactEmail.hit(emailSubject(email))
  if (!perEmail.allowed) return tooManyRequests(perEmail)

  const captcha = await checkCaptcha({
    secret: serverEnv.TURNSTILE_SECRET_KEY,
    token: captchaToken,
    ...(context.clientIp ? { remoteIp: context.clientIp } : {}),
  })
  if (!captcha.ok) return failed(400, captcha.error)

  const { data, error } = await createAdminClient()
    .from('messages')
    .insert({
      name,
      email,
      topic,
      subject: CONTACT_TOPICS[topic],
      body: message,
      user_id: context.userId,
    })
    .select('id')
    .single()
  if (error || !data) {
    console.error('Message insert failed', error?.code, error?.message)
    return failed(503, SEND_UNAVAILABLE)
  }
  await sendContactEmails({ id: data.id, name, email, topic, body: message })
  return succeeded({ id: data.id }, 201)
}
