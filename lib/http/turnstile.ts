const SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify'

export type CaptchaCheck = { ok: true } | { ok: false; error: string }

export const CAPTCHA_MISSING = 'Please complete the verification'
export const CAPTCHA_FAILED = 'The verification failed. Please try again.'

/**
 * Cloudflare Turnstile, only when a secret is configured. Without one an empty token is
 * accepted (the spec's form sends ''); with one an empty token never reaches Cloudflare.
 */
export async function checkCaptcha(options: {
  secret: string | undefined
  token: string
  remoteIp?: string
  fetchImpl?: typeof fetch
}): Promise<CaptchaCheck> {
  const { secret, token, remoteIp, fetchImpl = fetch } = options
  if (!secret) return { ok: true }
  if (!token) return { ok: false, error: CAPTCHA_MISSING }
  const body = new URLSearchParams({ secret, response: token })
  if (remoteIp) body.set('remoteip', remoteIp)
  try {
    const response = await fetchImpl(SITEVERIFY_URL, {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(5_000),
    })
    const result = (await response.json()) as { success?: unknown }
    return result.success === true ? { ok: true } : { ok: false, error: CAPTCHA_FAILED }
  } catch (error) {
    console.error('Turnstile verification failed', error)
    return { ok: false, error: CAPTCHA_FAILED }
  }
}
