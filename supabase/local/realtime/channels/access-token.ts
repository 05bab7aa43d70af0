import { verifyJwt, type JwtClaims, type JwtKeyring } from '../../jwt.ts'
import type { LocalKeys } from '../../keys.ts'

export type Access = { token: string; claims: JwtClaims; role: string; exp: number }

export type AccessResult = { ok: true; access: Access } | { ok: false; reason: string }

export type SocketKey = { ok: true; token: string } | { ok: false; status: number; message: string }

// The upgrade is authenticated by the apikey (query or header), translated like the gateway does
// for `sb_` keys; anything else must be a JWT signed with the project secret (protocol doc C.1).
export function resolveSocketKey(apikey: string | null, keys: LocalKeys): SocketKey {
  if (!apikey) return { ok: false, status: 401, message: 'No API key found in request' }
  if (apikey === keys.publishableKey) return { ok: true, token: keys.anonKey }
  if (apikey === keys.secretKey) return { ok: true, token: keys.serviceRoleKey }
  if (apikey.startsWith('sb_')) return { ok: false, status: 401, message: 'Invalid API key' }
  const result = checkAccessToken(apikey, keys)
  if (!result.ok) return { ok: false, status: 401, message: result.reason.replace(/^\w+: /, '') }
  return { ok: true, token: apikey }
}

// Realtime's join-time token check: a valid signature, not expired, with `role` and `exp`.
// Failure reasons are "Code: message" as Realtime puts them in error replies.
export function checkAccessToken(token: string, secret: string | JwtKeyring): AccessResult {
  const result = verifyJwt(token, secret)
  if (!result.ok) {
    if (result.reason === 'malformed') {
      return { ok: false, reason: 'MalformedJWT: The token provided is not a valid JWT' }
    }
    if (result.reason === 'signature') {
      return { ok: false, reason: 'JwtSignatureError: Failed to validate JWT signature' }
    }
    if (result.reason === 'expired') {
      const ago = Math.max(0, Math.round(Date.now() / 1000 - expOf(token)))
      return { ok: false, reason: `InvalidJWTToken: Token has expired ${ago} seconds ago` }
    }
    return { ok: false, reason: `InvalidJWTToken: ${result.message}` }
  }
  const { role, exp } = result.claims
  if (typeof role !== 'string' || typeof exp !== 'number') {
    return { ok: false, reason: 'InvalidJWTToken: Fields `role` and `exp` are required in JWT' }
  }
  return { ok: true, access: { token, claims: result.claims, role, exp } }
}

function expOf(token: string): number {
  try {
    const payload = token.split('.')[1] ?? ''
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as JwtClaims
    return typeof claims.exp === 'number' ? claims.exp : 0
  } catch {
    return 0
  }
}
