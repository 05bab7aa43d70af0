import { createHmac, timingSafeEqual } from 'node:crypto'

export type JwtClaims = Record<string, unknown>

export type JwtResult =
  | { ok: true; claims: JwtClaims }
  | {
      ok: false
      reason: 'malformed' | 'signature' | 'expired' | 'not-yet-valid' | 'issued-in-future'
      message: string
    }

// PostgREST allows 30 s of clock skew on exp, nbf and iat (protocol doc A.12).
const clockSkewSeconds = 30

function base64url(input: Buffer | string): string {
  return Buffer.from(input).toString('base64url')
}

export function signJwt(claims: JwtClaims, secret: string): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))
  const payload = base64url(JSON.stringify(claims))
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url')
  return `${header}.${payload}.${signature}`
}

export function verifyJwt(token: string, secret: string, now = Date.now() / 1000): JwtResult {
  const parts = token.split('.')
  if (parts.length !== 3) {
    return {
      ok: false,
      reason: 'malformed',
      message: `Expected 3 parts in JWT; got ${parts.length}`,
    }
  }
  const [header, payload, signature] = parts as [string, string, string]
  let alg: unknown
  let claims: unknown
  try {
    alg = (JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown }).alg
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
  } catch {
    return { ok: false, reason: 'malformed', message: 'JWT cryptographic operation failed' }
  }
  if (alg !== 'HS256' || typeof claims !== 'object' || claims === null || Array.isArray(claims)) {
    return { ok: false, reason: 'malformed', message: 'JWT cryptographic operation failed' }
  }
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest()
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'signature', message: 'JWT cryptographic operation failed' }
  }
  const c = claims as JwtClaims
  if (typeof c.exp === 'number' && now - clockSkewSeconds > c.exp) {
    return { ok: false, reason: 'expired', message: 'JWT expired' }
  }
  if (typeof c.nbf === 'number' && now + clockSkewSeconds < c.nbf) {
    return { ok: false, reason: 'not-yet-valid', message: 'JWT not yet valid' }
  }
  if (typeof c.iat === 'number' && now + clockSkewSeconds < c.iat) {
    return { ok: false, reason: 'issued-in-future', message: 'JWT issued at future' }
  }
  return { ok: true, claims: c }
}
