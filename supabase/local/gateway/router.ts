import type { IncomingMessage, ServerResponse } from 'node:http'
import type { LocalKeys } from '../keys.ts'
import { answerPreflight, applyCors } from './cors.ts'
import { resolveCredentials } from './credentials.ts'
import { sendJson } from './http.ts'

export type GatewayRequest = {
  req: IncomingMessage
  res: ServerResponse
  url: URL
  // The path after the service prefix (`/articles` for `/rest/v1/articles`).
  path: string
  apikey: string | null
  // The effective bearer: the Authorization token, or the JWT behind the apikey.
  bearer: string | null
  keys: LocalKeys
}

export type Route = {
  prefix: string
  handle: (request: GatewayRequest) => Promise<void>
  // Browser-navigated auth routes never need a key (protocol doc section 0, rule 4).
  keyOptional?: (path: string, method: string) => boolean
}

// Maps service prefixes to handlers the way Kong does in hosted Supabase, in one process.
export function createRouter(routes: Route[], keys: LocalKeys) {
  return async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    applyCors(res)
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      answerPreflight(req, res)
      return
    }
    const url = new URL(req.url ?? '/', 'http://localhost')
    const match = routes.find(
      (r) => url.pathname === r.prefix || url.pathname.startsWith(`${r.prefix}/`),
    )
    if (!match) {
      sendJson(res, 404, { message: 'no Route matched with those values' })
      return
    }
    const path = url.pathname.slice(match.prefix.length) || '/'
    const credentials = resolveCredentials(req, keys)
    if (!credentials.ok) {
      if (!match.keyOptional?.(path, req.method ?? 'GET')) {
        sendJson(res, credentials.status, credentials.body)
        return
      }
    }
    const { apikey, bearer } = credentials.ok ? credentials : { apikey: null, bearer: null }
    try {
      await match.handle({ req, res, url, path, apikey, bearer, keys })
    } catch (error) {
      console.error('Supabase Local: unhandled error', error)
      if (!res.headersSent) sendJson(res, 500, { message: 'An unexpected error occurred' })
      else res.end()
    }
  }
}
