import { recordEvent } from '@/lib/actions/analytics/record-event'
import { readJsonBody, respond, TOO_LARGE } from '@/lib/http/json-route'
import { clientAddress } from '@/lib/http/client-address'
import { ANALYTICS_MAX_BODY } from '@/lib/validation/analytics'

/** The first-party analytics beacon (sendBeacon posts text/plain JSON); consent is required. */
export async function POST(request: Request) {
  try {
    const payload = await readJsonBody(request, ANALYTICS_MAX_BODY)
    if (payload === TOO_LARGE) {
      return respond({ status: 413, result: { ok: false, error: 'The event is too large.' } })
    }
    if (payload === undefined) {
      return respond({ status: 400, result: { ok: false, error: 'Invalid analytics event.' } })
    }
    return respond(
      await recordEvent(payload, {
        clientIp: clientAddress(request),
        globalPrivacyControl: request.headers.get('sec-gpc') === '1',
      }),
    )
  } catch (error) {
    console.error('Analytics event failed', error)
    return respond({ status: 503, result: { ok: false, error: 'Could not record the event.' } })
  }
}
