import {
  createHmac,
  createPrivateKey,
  createPublicKey,
  sign as signWith,
  timingSafeEqual,
  verify as verifyWith,
  type JsonWebKey,
  type KeyObject,
} from 'node:crypto'

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

// An asymmetric signing key as config.toml's signing_keys_path file holds it: a private JWK with
// `kid` and `alg` (RS256 or ES256), as `supabase gen signing-key` writes it.
export type SigningKey = JsonWebKey & { kid: string; alg: 'RS256' | 'ES256' }

// What a token may be verified with: the legacy HS256 secret, and the signing keys GoTrue signs
// with when config.toml names some (hosted projects with asymmetric JWTs).
export type JwtKeyring = { jwtSecret: string; signingKeys?: readonly SigningKey[] }

const algorithms = {
  RS256: { dsaEncoding: undefined },
  ES256: { dsaEncoding: 'ieee-p1363' as const },
}

const publicKeys = new WeakMap<SigningKey, KeyObject>()

function publicKeyOf(key: SigningKey): KeyObject {
  let found = publicKeys.get(key)
  if (!found) {
    found = createPublicKey({ key, format: 'jwk' })
    publicKeys.set(key, found)
  }
  return found
}

// The public half as GoTrue lists it at /.well-known/jwks.json.
export function publicJwk(key: SigningKey): JsonWebKey {
  const { kty, n, e, crv, x, y } = publicKeyOf(key).export({ format: 'jwk' })
  const material = kty === 'RSA' ? { n, e } : { crv, x, y }
  return { alg: key.alg, ...material, key_ops: ['verify'], kid: key.kid, kty }
}

// Access tokens: signed with the first signing key when there is one, with the secret otherwise.
export function signAccessToken(claims: JwtClaims, keys: JwtKeyring): string {
  const key = keys.signingKeys?.[0]
  if (!key) return signJwt(claims, keys.jwtSecret)
  const header = base64url(JSON.stringify({ alg: key.alg, kid: key.kid, typ: 'JWT' }))
  const payload = base64url(JSON.stringify(claims))
  const signature = signWith('sha256', Buffer.from(`${header}.${payload}`), {
    key: createPrivateKey({ key, format: 'jwk' }),
    dsaEncoding: algorithms[key.alg].dsaEncoding,
  }).toString('base64url')
  return `${header}.${payload}.${signature}`
}

export function signJwt(claims: JwtClaims, secret: string): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))
  const payload = base64url(JSON.stringify(claims))
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url')
  return `${header}.${payload}.${signature}`
}

function checkSignature(
  header: string,
  payload: string,
  signature: string,
  jose: { alg?: unknown; kid?: unknown },
  keys: JwtKeyring,
): boolean {
  const given = Buffer.from(signature, 'base64url')
  if (jose.alg === 'HS256') {
    const expected = createHmac('sha256', keys.jwtSecret).update(`${header}.${payload}`).digest()
    return given.length === expected.length && timingSafeEqual(given, expected)
  }
  const candidates = (keys.signingKeys ?? []).filter(
    (key) => key.alg === jose.alg && (jose.kid === undefined || key.kid === jose.kid),
  )
  const data = Buffer.from(`${header}.${payload}`)
  return candidates.some((key) => {
    try {
      const { dsaEncoding } = algorithms[key.alg]
      return verifyWith('sha256', data, { key: publicKeyOf(key), dsaEncoding }, given)
    } catch {
      // A signature of the wrong length for the curve is rejected by OpenSSL with an error.
      return false
    }
  })
}

export function verifyJwt(
  token: string,
  secretOrKeys: string | JwtKeyring,
  now = Date.now() / 1000,
): JwtResult {
  const keys = typeof secretOrKeys === 'string' ? { jwtSecret: secretOrKeys } : secretOrKeys
  const parts = token.split('.')
  if (parts.length !== 3) {
    return {
      ok: false,
      reason: 'malformed',
      message: `Expected 3 parts in JWT; got ${parts.length}`,
    }
  }
  const [header, payload, signature] = parts as [string, string, string]
  let jose: { alg?: unknown; kid?: unknown }
  let claims: unknown
  try {
    jose = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as typeof jose
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
  } catch {
    return { ok: false, reason: 'malformed', message: 'JWT cryptographic operation failed' }
  }
  const known = jose.alg === 'HS256' || jose.alg === 'RS256' || jose.alg === 'ES256'
  if (!known || typeof claims !== 'object' || claims === null || Array.isArray(claims)) {
    return { ok: false, reason: 'malformed', message: 'JWT cryptographic operation failed' }
  }
  if (!checkSignature(header, payload, signature, jose, keys)) {
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
