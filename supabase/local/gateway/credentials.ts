import type { IncomingMessage } from 'node:http'
import { verifyJwt } from '../jwt.ts'
import type { LocalKeys } from '../keys.ts'

export type Credentials =
  | { ok: true; apikey: string | null; bearer: string | null }
  | { ok: false; status: number; body: Record<string, string> }

// Kong's key handling (protocol doc section 0, rule 2-3): resolve the effective bearer token.
export function resolveCredentials(req: IncomingMessage, keys: LocalKeys): Credentials {
  const rawKey = req.headers.apikey
  const apikey = (Array.isArray(rawKey) ? rawKey[0] : rawKey) ?? null
  if (apikey !== null && !isKnownKey(apikey, keys)) {
    return {
      ok: false,
      status: 401,
      body: { message: 'Invalid API key', hint: 'Double check your API key.' },
    }
  }
  const authorization = req.headers.authorization
  const token = authorization?.match(/^bearer\s+(.+)$/i)?.[1]?.trim() ?? null
  if (token !== null && !token.startsWith('sb_')) return { ok: true, apikey, bearer: token }
  if (token !== null) return { ok: true, apikey, bearer: keyToJwt(token, keys) }
  return { ok: true, apikey, bearer: apikey === null ? null : keyToJwt(apikey, keys) }
}

function isKnownKey(key: string, keys: LocalKeys): boolean {
  return (
    key === keys.anonKey ||
    key === keys.serviceRoleKey ||
    key === keys.publishableKey ||
    key === keys.secretKey ||
    isSignedApiKey(key, keys)
  )
}

// With signing keys the CLI's anon and service_role keys are JWTs signed by the first of them;
// any such API-key JWT (role anon or service_role, verified) is accepted in their place.
function isSignedApiKey(key: string, keys: LocalKeys): boolean {
  if (keys.signingKeys.length === 0 || key.startsWith('sb_')) return false
  const result = verifyJwt(key, keys)
  return result.ok && (result.claims.role === 'anon' || result.claims.role === 'service_role')
}

function keyToJwt(key: string, keys: LocalKeys): string | null {
  if (key === keys.secretKey) return keys.serviceRoleKey
  if (key === keys.publishableKey) return keys.anonKey
  // A bearer `sb_…` that is neither key resolves to anon, like an absent one.
  if (key.startsWith('sb_')) return null
  return key
}
