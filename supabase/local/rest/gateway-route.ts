import type { GatewayRequest, Route } from '../gateway/router.ts'
import { BodyTooLarge, readBody, send } from '../gateway/http.ts'
import { verifyJwt, type JwtClaims, type JwtKeyring, type JwtResult } from '../jwt.ts'
import type { RestDeps } from './context.ts'
import { ApiError } from './errors.ts'
import { errorResponse, handleRestRequest } from './handle-request.ts'

// /rest/v1: authenticate the bearer (protocol doc A.12 step 1), then hand over to the handler.
export function restRoute(deps: RestDeps): Route {
  return {
    prefix: '/rest/v1',
    async handle(request: GatewayRequest) {
      const { req } = request
      const method = req.method ?? 'GET'
      let body = ''
      if (method !== 'GET' && method !== 'HEAD') {
        try {
          body = await readBody(req)
        } catch (error) {
          if (!(error instanceof BodyTooLarge)) throw error
          const tooLarge = new ApiError(
            413,
            'PGRST413',
            'Payload Too Large',
            'The request body exceeds 1 MiB',
          )
          respond(request, errorResponse(tooLarge))
          return
        }
      }
      const auth = authenticate(request, deps.anonRole)
      if (auth instanceof ApiError) {
        respond(request, errorResponse(auth))
        return
      }
      const response = await handleRestRequest(deps, {
        method,
        path: request.path,
        search: request.url.searchParams,
        headers: req.headers,
        body,
        role: auth.role,
        claims: auth.claims,
      })
      respond(request, response)
    },
  }
}

function respond(
  request: GatewayRequest,
  response: { status: number; headers: Record<string, string>; body: string | null },
) {
  send(request.res, response.status, response.body, response.headers)
}

// Verified tokens are remembered (expiry is still checked on every use), so a session token costs
// one HMAC and two JSON parses once, not per request.
const verified = new Map<string, JwtClaims>()

function verifyCached(token: string, keys: JwtKeyring): JwtResult {
  const claims = verified.get(`${keys.jwtSecret}\u0000${token}`)
  if (claims) {
    const exp = typeof claims.exp === 'number' ? claims.exp : Infinity
    if (Date.now() / 1000 - 30 <= exp) return { ok: true, claims }
  }
  const result = verifyJwt(token, keys)
  if (result.ok) {
    if (verified.size >= 1000) verified.delete(verified.keys().next().value as string)
    verified.set(`${keys.jwtSecret}\u0000${token}`, result.claims)
  }
  return result
}

function authenticate(
  request: GatewayRequest,
  anonRole: string,
): { role: string; claims: Record<string, unknown> } | ApiError {
  if (!request.bearer) return { role: anonRole, claims: {} }
  const result = verifyCached(request.bearer, request.keys)
  if (!result.ok) {
    const code =
      result.reason === 'malformed' || result.reason === 'signature' ? 'PGRST301' : 'PGRST303'
    return new ApiError(401, code, result.message, null, null, {
      'WWW-Authenticate': `Bearer error="invalid_token", error_description="${result.message}"`,
    })
  }
  const role =
    typeof result.claims.role === 'string' && result.claims.role !== ''
      ? result.claims.role
      : anonRole
  return { role, claims: result.claims }
}
