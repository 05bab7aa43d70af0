import { verifyJwt, type JwtClaims, type JwtKeyring, type JwtResult } from '../jwt.ts'
import { errors, type StorageError } from './errors.ts'

export type Caller = {
  role: string
  claims: JwtClaims
  // JWT `sub`, stored as the object's owner_id (and owner when it is a uuid).
  sub: string | undefined
  // A verified JWT was presented (the anon key counts, as in supabase/storage).
  authenticated: boolean
}

export const anonymous: Caller = { role: 'anon', claims: {}, sub: undefined, authenticated: false }

// The messages supabase/storage passes on from its JWT library.
const messages: Record<Exclude<JwtResult, { ok: true }>['reason'], string> = {
  malformed: 'jwt malformed',
  signature: 'invalid signature',
  expired: 'jwt expired',
  'not-yet-valid': 'jwt not active',
  'issued-in-future': 'jwt not active',
}

export function verifyToken(token: string, secret: string | JwtKeyring): JwtResult {
  const result = verifyJwt(token, secret)
  if (!result.ok) return { ...result, message: messages[result.reason] }
  return result
}

// Resolves the effective bearer (already mapped from apikey by the gateway) to a database role.
export function resolveCaller(
  bearer: string | null,
  secret: string | JwtKeyring,
): Caller | StorageError {
  // What current Storage's JWT library (jose) says about an empty token.
  if (!bearer) return errors.accessDenied('Invalid Compact JWS')
  const result = verifyToken(bearer, secret)
  if (!result.ok) return errors.accessDenied(result.message)
  const { claims } = result
  const role = typeof claims.role === 'string' && claims.role !== '' ? claims.role : 'anon'
  const sub = typeof claims.sub === 'string' && claims.sub !== '' ? claims.sub : undefined
  return { role, claims, sub, authenticated: true }
}
