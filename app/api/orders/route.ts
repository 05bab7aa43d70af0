import { requestOrder } from '@/lib/actions/orders/request-order'
import { getCurrentUser } from '@/lib/auth/current-user'
import {
  badBody,
  crossSiteRefused,
  readJsonBody,
  respond,
  SERVICE_UNAVAILABLE,
  TOO_LARGE,
} from '@/lib/http/json-route'
import { crossOriginRequest } from '@/lib/http/same-origin'
import { BRIEF_MAX } from '@/lib/validation/orders'

/** Room for the longest brief with every character escaped, plus the short fields. */
const MAX_BODY_CHARS = BRIEF_MAX * 2 + 4_000

/** A member's order request from /services: stored as the member, one order per form. */
export async function POST(request: Request) {
  try {
    if (crossOriginRequest(request)) return crossSiteRefused()
    const payload = await readJsonBody(request, MAX_BODY_CHARS)
    if (payload === TOO_LARGE) {
      return respond({ status: 413, result: { ok: false, error: 'The request is too large.' } })
    }
    if (payload === undefined) return badBody()
    return respond(await requestOrder(payload, { user: await getCurrentUser() }))
  } catch (error) {
    console.error('Order request failed', error)
    return respond({ status: 503, result: { ok: false, error: SERVICE_UNAVAILABLE } })
  }
}
