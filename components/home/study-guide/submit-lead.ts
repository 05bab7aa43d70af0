export const SUCCESS_MESSAGE = 'Success! Check your email for the Study Success Guide PDF'
export const FAILURE_MESSAGE = 'Failed to send study guide'

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
