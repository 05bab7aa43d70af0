import { unsubscribeLead } from '@/lib/actions/leads/unsubscribe-lead'
import { readFormBody } from '@/lib/http/json-route'
import { UNSUBSCRIBE_PATH } from '@/lib/leads/unsubscribe-link'

const MAX_BODY_CHARS = 10_000
const ONE_CLICK = 'One-Click'

function text(status: number, body: string): Response {
  return new Response(body, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

async function isOneClickBody(request: Request): Promise<boolean> {
  const form = await readFormBody(request, MAX_BODY_CHARS)
  return form?.get('List-Unsubscribe') === ONE_CLICK
}

/**
 * RFC 8058 one-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click` to the address
 * in the List-Unsubscribe header of lead emails. The signed token in the query is the proof.
 */
export async function POST(request: Request): Promise<Response> {
  if (!(await isOneClickBody(request))) {
    return text(400, 'Expected the one-click body List-Unsubscribe=One-Click.')
  }
  const result = await unsubscribeLead(new URL(request.url).searchParams.get('token'))
  if (result === 'unsubscribed') return text(200, 'You have been unsubscribed.')
  if (result === 'invalid') return text(404, 'This unsubscribe link is not valid.')
  return text(503, 'We could not unsubscribe you just now. Please try again later.')
}

/**
 * A GET here changes nothing (mail scanners open every link): clients without one-click support
 * open the header's address in a browser, which lands on the page that asks first.
 */
export function GET(request: Request): Response {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  return new Response(null, {
    status: 303,
    headers: {
      Location: `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`,
      'Cache-Control': 'no-store',
    },
  })
}
