import type { ServerResponse } from 'node:http'
import { isIP } from 'node:net'
import { BodyTooLarge, readBody, send, sendJson } from '../gateway/http.ts'
import type { GatewayRequest, Route } from '../gateway/router.ts'
import { openOutbox } from '../mail/outbox.ts'
import type { ServiceContext } from '../gateway/service-context.ts'
import type { AuthDeps, AuthRequest, AuthResponse, Handler } from './context.ts'
import { AuthError, OAuthError, renderError } from './errors.ts'
import { resolveAuthOptions, type AuthOptionsInput } from './options.ts'
import { parseFormBody, parseJsonBody } from './params.ts'
import { createRateLimiter } from './rate-limit.ts'
import { routeTable } from './route-table.ts'

// Browser-navigated routes need no apikey (protocol doc section 0, rule 4).
const browserRoutes = /^\/(verify|authorize|callback|local-oauth\/[a-z]+)$/

// Sb-Forwarded-For (supabase/auth #2295): the first entry, when it is an address, counts as the
// client's, but only with forwarding on and only on a request made with the secret key.
function forwardedClientIp(deps: AuthDeps, request: GatewayRequest): string | null {
  if (!deps.options.ipAddressForwarding || request.apikey !== request.keys.secretKey) return null
  const header = request.req.headers['sb-forwarded-for']
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim() ?? ''
  return isIP(first) ? first : null
}

function clientIp(deps: AuthDeps, request: GatewayRequest): string {
  const sbForwarded = forwardedClientIp(deps, request)
  if (sbForwarded) return sbForwarded
  const forwarded = request.req.headers['x-forwarded-for']
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim()
  const address = first || request.req.socket.remoteAddress || ''
  return address.startsWith('::ffff:') ? address.slice(7) : address
}

function externalBase(deps: AuthDeps, request: GatewayRequest): string {
  const origin =
    deps.options.externalUrl ?? `http://${request.req.headers.host ?? '127.0.0.1:54321'}`
  return `${origin.replace(/\/+$/, '')}/auth/v1`
}

function write(res: ServerResponse, response: AuthResponse): void {
  if (response.kind === 'json') sendJson(res, response.status, response.body, response.headers)
  else if (response.kind === 'redirect')
    send(res, response.status, null, { Location: response.location })
  else if (response.kind === 'html') {
    send(res, response.status, response.html, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
    })
  } else send(res, 204, null)
}

function asAuthError(error: unknown): AuthError | OAuthError {
  if (error instanceof AuthError || error instanceof OAuthError) return error
  if (error instanceof BodyTooLarge) {
    return new AuthError(413, 'request_too_large', 'Request body too large')
  }
  console.error('Supabase Local auth: unexpected error', error)
  return new AuthError(
    500,
    'unexpected_failure',
    'Unexpected failure, please check server logs for more information',
  )
}

// /auth/v1: the GoTrue endpoints supabase-js and @supabase/ssr call (protocol doc section B).
export function authRoute(context: ServiceContext, input: AuthOptionsInput = {}): Route {
  const deps: AuthDeps = {
    pg: context.pg,
    keys: context.keys,
    options: resolveAuthOptions(input),
    limiter: createRateLimiter(),
    outbox: openOutbox(context.pg),
  }
  return {
    prefix: '/auth/v1',
    keyOptional: (path) => browserRoutes.test(path),
    async handle(gateway) {
      const method = gateway.req.method ?? 'GET'
      const apiVersion = gateway.req.headers['x-supabase-api-version']
      const version = Array.isArray(apiVersion) ? apiVersion[0] : apiVersion
      let parsed: Promise<Record<string, unknown>> | null = null
      const request: AuthRequest = {
        req: gateway.req,
        method,
        path: gateway.path.replace(/\/+$/, '') || '/',
        query: gateway.url.searchParams,
        bearer: gateway.bearer,
        ip: clientIp(deps, gateway),
        userAgent: gateway.req.headers['user-agent'] ?? null,
        baseUrl: externalBase(deps, gateway),
        body: () => {
          parsed ??= readBody(gateway.req).then((raw) =>
            (gateway.req.headers['content-type'] ?? '').includes(
              'application/x-www-form-urlencoded',
            )
              ? parseFormBody(raw)
              : parseJsonBody(raw),
          )
          return parsed
        },
      }
      try {
        const handler: Handler | null = routeTable(method, request.path)
        if (!handler) throw new AuthError(404, 'not_found', 'Not Found')
        write(gateway.res, await handler(deps, request))
      } catch (error) {
        const rendered = renderError(asAuthError(error), version)
        sendJson(gateway.res, rendered.status, rendered.body, rendered.headers)
      }
    },
  }
}
