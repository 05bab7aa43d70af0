import type { AuthDeps } from './context.ts'
import { tooManyRequests } from './errors.ts'
import { renderAuthMail, type AuthMailKind } from './mail-templates.ts'

// GoTrue's per-address max frequency, read from the *_sent_at column of the mail's kind.
export function assertSendFrequency(deps: AuthDeps, sentAt: Date | null): void {
  const frequency = deps.options.rateLimits.emailFrequencySeconds * 1000
  if (!sentAt || frequency <= 0) return
  const left = new Date(sentAt).getTime() + frequency - Date.now()
  if (left > 0) {
    throw tooManyRequests(
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${Math.max(1, Math.floor(left / 1000))} seconds.`,
    )
  }
}

// The instance-wide email quota (hosted Supabase: "Rate limit for sending emails").
export function takeEmailQuota(deps: AuthDeps, count = 1): void {
  for (let i = 0; i < count; i++) {
    if (!deps.limiter.take('email_sent', 'instance', deps.options.rateLimits.emailSent)) {
      throw tooManyRequests('over_email_send_rate_limit', 'email rate limit exceeded')
    }
  }
}

export type AuthMail = {
  kind: AuthMailKind
  to: string
  otp: string
  // The stored token (hash, pkce_-prefixed in the PKCE flow) the link carries.
  token: string
  redirectTo: string
  email?: string
  newEmail?: string
}

// {{ .ConfirmationURL }}: GET /verify with the token, the type and where to go afterwards.
export function verifyLink(baseUrl: string, mail: AuthMail): string {
  const query = `token=${encodeURIComponent(mail.token)}&type=${encodeURIComponent(mail.kind)}`
  return `${baseUrl}/verify?${query}&redirect_to=${encodeURIComponent(mail.redirectTo)}`
}

export async function sendAuthMail(deps: AuthDeps, baseUrl: string, mail: AuthMail): Promise<void> {
  const content = renderAuthMail(mail.kind, {
    confirmationUrl: verifyLink(baseUrl, mail),
    token: mail.otp,
    email: mail.email ?? mail.to,
    newEmail: mail.newEmail ?? '',
    siteUrl: deps.options.siteUrl,
  })
  await deps.outbox.send({
    from: deps.options.mailFrom,
    to: [mail.to],
    subject: content.subject,
    html: content.html,
    text: content.text,
    kind: `auth.${mail.kind}`,
  })
}
