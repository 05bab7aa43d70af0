import { submitApplication } from '@/lib/actions/careers/submit-application'
import { getCurrentUser } from '@/lib/auth/current-user'
import {
  badBody,
  readJsonBody,
  TOO_LARGE,
  respond,
  SERVICE_UNAVAILABLE,
} from '@/lib/http/json-route'
import { clientAddress } from '@/lib/http/client-address'

/** Stores a job application whose résumé was uploaded through a URL we signed. */
export async function POST(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  try {
    const payload = await readJsonBody(request, 40_000)
    if (payload === undefined || payload === TOO_LARGE) return badBody()
    return respond(
      await submitApplication((await params).slug, payload, {
        clientIp: clientAddress(request),
        userId: (await getCurrentUser())?.id ?? null,
      }),
    )
  } catch (error) {
    console.error('Application failed', error)
    return respond({ status: 503, result: { ok: false, error: SERVICE_UNAVAILABLE } })
  }
}
