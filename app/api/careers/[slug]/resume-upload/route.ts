import { requestResumeUpload } from '@/lib/actions/careers/request-resume-upload'
import {
  badBody,
  readJsonBody,
  TOO_LARGE,
  respond,
  SERVICE_UNAVAILABLE,
} from '@/lib/http/json-route'
import { clientAddress } from '@/lib/http/client-address'

/** Checks an application and issues a signed URL for its résumé; rate limited per IP. */
export async function POST(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  try {
    const payload = await readJsonBody(request, 40_000)
    if (payload === undefined || payload === TOO_LARGE) return badBody()
    return respond(await requestResumeUpload((await params).slug, payload, clientAddress(request)))
  } catch (error) {
    console.error('Résumé upload request failed', error)
    return respond({ status: 503, result: { ok: false, error: SERVICE_UNAVAILABLE } })
  }
}
