import { signJwt } from '../jwt.ts'
import { verifyToken } from './caller.ts'
import { errors } from './errors.ts'

export type UrlTokenScope = 'download' | 'upload'

export type UrlToken = {
  url: string
  scope: UrlTokenScope
  owner?: string
  upsert?: boolean
  // Image transformations a /render/image/sign URL applies (supabase/storage's token claim).
  transformations?: string
  iat: number
  exp: number
}

// Signed URL tokens are HS256 JWTs over `bucket/name` (protocol doc D.2); `scope` keeps a download
// token from being replayed as an upload token.
export function signUrlToken(
  claims: {
    url: string
    scope: UrlTokenScope
    owner?: string | undefined
    upsert?: boolean
    transformations?: string
  },
  expiresIn: number,
  secret: string,
): string {
  const iat = Math.floor(Date.now() / 1000)
  const payload: Record<string, unknown> = { url: claims.url, scope: claims.scope, iat }
  if (claims.transformations) payload.transformations = claims.transformations
  if (claims.scope === 'upload') {
    if (claims.owner !== undefined) payload.owner = claims.owner
    payload.upsert = Boolean(claims.upsert)
  }
  payload.exp = iat + expiresIn
  return signJwt(payload, secret)
}

export function verifyUrlToken(
  token: string | null,
  url: string,
  scope: UrlTokenScope,
  secret: string,
): UrlToken {
  if (!token) throw errors.invalidJwt('jwt must be provided')
  const result = verifyToken(token, secret)
  if (!result.ok) throw errors.invalidJwt(result.message)
  const claims = result.claims as Partial<UrlToken>
  // No clock skew for signed URLs: they expire exactly when they say.
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= Date.now()) {
    throw errors.invalidJwt('jwt expired')
  }
  if (claims.url !== url || claims.scope !== scope) throw errors.invalidSignature()
  return claims as UrlToken
}

// expiresIn in request bodies: a positive number of seconds.
export function parseExpiresIn(value: unknown): number {
  const seconds = typeof value === 'string' ? Number(value) : value
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 1) {
    throw errors.invalidRequest('body/expiresIn must be >= 1')
  }
  return Math.floor(seconds)
}
