import { publicOrigin } from '@/lib/http/public-origin'
import { clientAddress } from '@/lib/http/client-address'
import {
  recordPromotionEvent,
  type TrackOutcome,
} from '@/lib/actions/promotions/record-promotion-event'
import { readJsonBody, TOO_LARGE } from '@/lib/http/json-route'
import { rateLimiters } from '@/lib/http/rate-limit'
import { pagePathFromReferer } from '@/lib/promotions/referer-path'

const MAX_BODY_CHARS = 1_000

function respond(outcome: TrackOutcome): Response {
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' }
  if (outcome.status === 204) return new Response(null, { status: 204, headers })
  if (outcome.retryAfterSeconds) headers['Retry-After'] = String(outcome.retryAfterSeconds)
  return Response.json({ error: outcome.error }, { status: outcome.status, headers })
}

/**
 * The spec's promotions-track function: records an impression or a click; rate limited per
 * client address when it is known (RLS admits only events for active promotions either way).
 */
export async function POST(request: Request): Promise<Response> {
  const address = clientAddress(request)
  const limit = address ? await rateLimiters.promotionIp.hit(address) : null
  if (limit && !limit.allowed) {
    return respond({
      status: 429,
      error: 'Too many requests; try again later',
      retryAfterSeconds: limit.retryAfterSeconds,
    })
  }
  const body = await readJsonBody(request, MAX_BODY_CHARS)
  if (body === TOO_LARGE) return respond({ status: 413, error: 'The request is too large' })
  if (body === undefined) return respond({ status: 400, error: 'The body must be valid JSON' })
  const path = pagePathFromReferer(request.headers.get('referer'), publicOrigin(request))
  return respond(await recordPromotionEvent(body, path))
}
