export const SUCCESS_MESSAGE = 'Success! Check your email for the Study Success Guide PDF'
export const FAILURE_MESSAGE = 'Failed to send study guide'

/**
 * zod's own email pattern (`z.regexes.email`, what `z.email()` checks), kept here so the home page
 * does not load zod or the contact form's resolver; a unit test keeps the two the same.
 */
export const LEAD_EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/

/**
 * The email check of `leadCaptureSchema` (lib/validation/leads.ts), with its messages, for the
 * trimmed value the form would send: null when the server would accept the address.
 */
export function leadEmailError(email: string): string | null {
  const value = email.trim()
  if (value.length < 1) return 'Please enter your email address.'
  if (value.length > 320) return 'That email address is too long.'
  if (!LEAD_EMAIL_PATTERN.test(value)) return 'Please enter a valid email address.'
  return null
}

export type LeadOutcome = { ok: true } | { ok: false; error: string }

/** Reads the spec's { success, error } answer; anything without a success flag is a failure. */
export function leadOutcome(data: unknown): LeadOutcome {
  const body = (typeof data === 'object' && data !== null ? data : {}) as {
    success?: unknown
    error?: unknown
  }
  if (body.success) return { ok: true }
  const error = typeof body.error === 'string' && body.error.trim() ? body.error : FAILURE_MESSAGE
  return { ok: false, error }
}

export async function submitLead(email: string): Promise<LeadOutcome> {
  try {
    const response = await fetch('/api/lead-capture', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, sourcePath: window.location.pathname, captchaToken: '' }),
    })
    return leadOutcome(await response.json().catch(() => null))
  } catch {
    return { ok: false, error: FAILURE_MESSAGE }
  }
}
