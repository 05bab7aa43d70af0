import type { Outcome } from '@/lib/actions/outcome'

export const SERVICE_UNAVAILABLE = 'Something went wrong on our side. Please try again in a minute.'

/** The outcome as JSON, never cached, with Retry-After on 429. */
export function respond<T>({ status, result, retryAfterSeconds }: Outcome<T>): Response {
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' }
  if (retryAfterSeconds) headers['Retry-After'] = String(retryAfterSeconds)
  return Response.json(result, { status, headers })
}

export const badBody = (error = 'Invalid request body') =>
  respond({ status: 400, result: { ok: false, error } })

/** What readJsonBody returns for a body over its limit. */
export const TOO_LARGE = Symbol('too large')

/** The 403 for a cookie-authenticated write sent from another site (see crossOriginRequest). */
export const crossSiteRefused = () =>
  respond({ status: 403, result: { ok: false, error: 'Send the request from this site.' } })

/**
 * The body as text when it is at most `maxChars` long; undefined when there is none. Reads the
 * stream itself, so a huge body (or a chunked one with no Content-Length) is cut off instead of
 * buffered whole.
 */
export async function readBodyText(
  request: Request,
  maxChars: number,
): Promise<string | undefined | typeof TOO_LARGE> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > maxChars * 4) return TOO_LARGE
  if (!request.body) return undefined
  const reader = request.body.getReader()
  const decoder = new TextDecoder()
  let text = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    text += decoder.decode(value, { stream: true })
    if (text.length > maxChars) {
      await reader.cancel()
      return TOO_LARGE
    }
  }
  return text + decoder.decode()
}

/** The JSON body when it is at most `maxChars` long and parses; undefined otherwise. */
export async function readJsonBody(request: Request, maxChars: number): Promise<unknown> {
  const text = await readBodyText(request, maxChars)
  if (typeof text !== 'string') return text
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

/**
 * A form body (urlencoded or multipart, as its Content-Type says) of at most `maxChars`;
 * undefined when it is missing, too large or not a form.
 */
export async function readFormBody(
  request: Request,
  maxChars: number,
): Promise<FormData | undefined> {
  const text = await readBodyText(request, maxChars)
  if (typeof text !== 'string') return undefined
  const bounded = new Request(request.url, {
    method: 'POST',
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
    body: text,
  })
  return bounded.formData().catch(() => undefined)
}
