import { verifyJwt, type JwtClaims } from '../jwt.ts'
import type { AuthDeps, AuthRequest } from './context.ts'
import type { Db } from './db.ts'
import { AuthError, badRequest, forbidden, unauthorized } from './errors.ts'
import { findUserById, type UserRow } from './users.ts'

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const isUuid = (value: string) => uuidPattern.test(value)

// golang-jwt's wording, which GoTrue puts after "invalid JWT: unable to parse or verify signature, ".
const reasons: Record<string, string> = {
  malformed: 'token is malformed: could not base64 decode or parse the token',
  signature: 'token signature is invalid: signature is invalid',
  expired: 'token has invalid claims: token is expired',
  'not-yet-valid': 'token has invalid claims: token is not valid yet',
  'issued-in-future': 'token has invalid claims: token used before issued',
}

// GoTrue parses access tokens without leeway, unlike PostgREST's 30 s (jwt.ts applies 30 s to
// exp, so the clock handed to it is shifted by those 30 s).
export function parseBearer(deps: AuthDeps, request: AuthRequest): JwtClaims {
  if (!request.bearer) {
    throw unauthorized('no_authorization', 'This endpoint requires a Bearer token')
  }
  const result = verifyJwt(request.bearer, deps.keys, Date.now() / 1000 + 30)
  if (!result.ok) {
    throw forbidden(
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${reasons[result.reason] ?? result.message}`,
    )
  }
  return result.claims
}

export type Authenticated = { user: UserRow; claims: JwtClaims; sessionId: string | null }

// GoTrue's requireAuthentication: a valid token whose user and session still exist.
export async function requireUser(
  deps: AuthDeps,
  request: AuthRequest,
  db: Db = deps.pg,
): Promise<Authenticated> {
  const claims = parseBearer(deps, request)
  const sub = typeof claims.sub === 'string' ? claims.sub : ''
  if (sub === '') throw forbidden('bad_jwt', 'invalid claim: missing sub claim')
  if (!isUuid(sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID')
  const user = await findUserById(db, sub)
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist')
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : ''
  if (sessionId === '' || sessionId === '00000000-0000-0000-0000-000000000000') {
    return { user, claims, sessionId: null }
  }
  if (!isUuid(sessionId)) {
    throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID')
  }
  const { rows } = await db.query('select 1 from auth.sessions where id = $1', [sessionId])
  if (rows.length === 0) {
    throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist')
  }
  return { user, claims, sessionId }
}

const adminRoles = ['service_role', 'supabase_admin']

export function requireAdmin(deps: AuthDeps, request: AuthRequest): JwtClaims {
  const claims = parseBearer(deps, request)
  if (typeof claims.role === 'string' && adminRoles.includes(claims.role)) return claims
  throw new AuthError(403, 'not_admin', 'User not allowed')
}

export const isAdminClaims = (claims: JwtClaims) =>
  typeof claims.role === 'string' && adminRoles.includes(claims.role)
