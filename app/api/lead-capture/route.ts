import { clientAddress } from '@/lib/http/client-address'
import { captureLead, SEND_FAILED, type CaptureOutcome } from '@/lib/actions/leads/capture-lead'
import { readJsonBody, TOO_LARGE } from '@/lib/http/json-route'

const MAX_BODY_CHARS = 10_000

function respond({ status, body, retryAfterSeconds }: CaptureOutcome): Response {
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' }
  if (retryAfterSeconds) headers['Retry-After'] = String(retryAfterSeconds)
  return Response.json(body, { status, headers })
}

/** The spec's lead-capture function: emails the Study Success Guide and records the lead. */
export async function POST(request: Request): Promise<Response> {
  try {
    const payload = await readJsonBody(request, MAX_BODY_CHARS)
    if (payload === TOO_LARGE) {
      return respond({ status: 413, body: { success: false, error: 'The request is too large' } })
    }
    if (payload === undefined) {
      return respond({ status: 400, body: { success: false, error: 'Invalid request body' } })
    }
    return respond(await captureLead(payload, clientAddress(request)))
  } catch (error) {
    console.error('Lead capture failed', error)
    return respond({ status: 503, body: { success: false, error: SEND_FAILED } })
  }
}
