import type { ServerResponse } from 'node:http'
import { BodyTooLarge, readBody, send, sendJson } from '../gateway/http.ts'
import type { GatewayRequest, Route } from '../gateway/router.ts'
import { verifyJwt } from '../jwt.ts'
import type { ServiceContext } from '../gateway/service-context.ts'
import { openOutbox, type MailInput, type Outbox } from './outbox.ts'
import { renderList, renderMessage, renderNotFound } from './pages.ts'

const defaultFrom = 'Supabase Local <noreply@localhost>'

function page(res: ServerResponse, status: number, markup: string): void {
  send(res, status, markup, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
  })
}

class BadInput extends Error {}

function strings(value: unknown, field: string): string[] {
  const list = typeof value === 'string' ? [value] : Array.isArray(value) ? value : null
  if (
    !list ||
    list.length === 0 ||
    !list.every((item) => typeof item === 'string' && item.includes('@'))
  ) {
    throw new BadInput(`"${field}" must be an email address or a list of them`)
  }
  return list as string[]
}

function headerFields(value: unknown): Record<string, string> {
  if (value === undefined || value === null) return {}
  if (
    typeof value !== 'object' ||
    Array.isArray(value) ||
    !Object.entries(value).every(
      ([name, field]) =>
        /^[!-9;-~]+$/.test(name) && typeof field === 'string' && !/[\r\n]/.test(field),
    )
  ) {
    throw new BadInput('"headers" must be an object of single-line header fields')
  }
  return value as Record<string, string>
}

export function parseSendBody(raw: string): MailInput {
  let body: Record<string, unknown>
  try {
    body = JSON.parse(raw) as Record<string, unknown>
  } catch {
    throw new BadInput('The body must be JSON')
  }
  if (typeof body !== 'object' || body === null)
    throw new BadInput('The body must be a JSON object')
  const subject = body.subject
  if (typeof subject !== 'string' || subject.trim() === '')
    throw new BadInput('"subject" is required')
  const html = typeof body.html === 'string' ? body.html : ''
  const text = typeof body.text === 'string' ? body.text : ''
  if (html === '' && text === '') throw new BadInput('"html" or "text" is required')
  return {
    from: typeof body.from === 'string' && body.from !== '' ? body.from : defaultFrom,
    to: strings(body.to, 'to'),
    subject,
    html,
    text,
    kind: typeof body.kind === 'string' && body.kind !== '' ? body.kind : 'app',
    headers: headerFields(body.headers),
  }
}

// POST /mail/api/send is for servers only: the service_role key (or a service JWT) is required.
function serviceRoleError(request: GatewayRequest): { status: number; message: string } | null {
  if (!request.bearer)
    return { status: 401, message: 'This endpoint requires the service_role key' }
  const result = verifyJwt(request.bearer, request.keys)
  if (!result.ok) return { status: 401, message: result.message }
  if (result.claims.role !== 'service_role') {
    return { status: 403, message: 'This endpoint requires the service_role key' }
  }
  return null
}

async function api(outbox: Outbox, request: GatewayRequest, path: string): Promise<void> {
  const { res, url } = request
  const method = request.req.method ?? 'GET'
  const to = url.searchParams.get('to') ?? undefined
  if (path === '/api/messages' && method === 'GET') {
    const limit = Number(url.searchParams.get('limit') ?? 200) || 200
    const messages = await outbox.list({ ...(to ? { to } : {}), limit })
    sendJson(res, 200, { total: messages.length, messages })
  } else if (path === '/api/messages' && method === 'DELETE') {
    sendJson(res, 200, { deleted: await outbox.clear(to ? { to } : {}) })
  } else if (/^\/api\/messages\/\d+$/.test(path) && method === 'GET') {
    const message = await outbox.get(Number(path.slice('/api/messages/'.length)))
    if (message) sendJson(res, 200, message)
    else sendJson(res, 404, { message: 'Message not found' })
  } else if (path === '/api/send' && method === 'POST') {
    const refused = serviceRoleError(request)
    if (refused) return sendJson(res, refused.status, { message: refused.message })
    try {
      sendJson(res, 200, await outbox.send(parseSendBody(await readBody(request.req))))
    } catch (error) {
      if (error instanceof BodyTooLarge) sendJson(res, 413, { message: 'Payload Too Large' })
      else if (error instanceof BadInput) sendJson(res, 400, { message: error.message })
      else throw error
    }
  } else {
    sendJson(res, 404, { message: 'Not found' })
  }
}

// /mail: the local outbox, like the Supabase CLI's mail catcher. Pages and the JSON listing are
// open (a developer's browser, tests); sending needs the service_role key.
export function mailRoute(context: ServiceContext): Route {
  const outbox = openOutbox(context.pg)
  return {
    prefix: '/mail',
    keyOptional: (path) => path !== '/api/send',
    async handle(request) {
      const { res, url } = request
      const path = request.path.replace(/\/+$/, '') || '/'
      const method = request.req.method ?? 'GET'
      if (path.startsWith('/api/')) return api(outbox, request, path)
      if (path === '/' && method === 'GET') {
        const to = url.searchParams.get('to') ?? ''
        page(res, 200, renderList(await outbox.list(to ? { to } : {}), to))
      } else if (path === '/clear' && method === 'POST') {
        await outbox.clear()
        send(res, 303, null, { Location: '/mail' })
      } else if (/^\/\d+$/.test(path) && method === 'GET') {
        const message = await outbox.get(Number(path.slice(1)))
        if (message) page(res, 200, renderMessage(message))
        else page(res, 404, renderNotFound())
      } else {
        page(res, 404, renderNotFound())
      }
    },
  }
}
