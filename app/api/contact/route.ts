import { sendMessage } from '@/lib/actions/contact/send-message'
import { getCurrentUser } from '@/lib/auth/current-user'
import {
  badBody,
  crossSiteRefused,
  readJsonBody,
  TOO_LARGE,
  respond,
  SERVICE_UNAVAILABLE,
} from '@/lib/http/json-route'
import { clientAddress } from '@/lib/http/client-address'
import { crossOriginRequest } from '@/lib/http/same-origin'

/** The contact form: stores the message and acknowledges it; rate limited per IP. */
export async function POST(request: Request) {
  try {
    if (crossOriginRequest(request)) return crossSiteRefused()
    const payload = await readJsonBody(request, 60_000)
    if (payload === undefined || payload === TOO_LARGE) return badBody()
    return respond(
      await sendMessage(payload, {
        clientIp: clientAddress(request),
        userId: (await getCurrentUser())?.id ?? null,
      }),
    )
  } catch (error) {
    console.error('Contact message failed', error)
    return respond({ status: 503, result: { ok: false, error: SERVICE_UNAVAILABLE } })
  }
}
