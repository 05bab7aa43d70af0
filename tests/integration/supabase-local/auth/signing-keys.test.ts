import { createPublicKey, generateKeyPairSync, randomUUID, verify } from 'node:crypto'
import { createClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { signAccessToken, type SigningKey } from '@/supabase/local/jwt.ts'
import { startSupabaseLocal, type SupabaseLocal } from '@/supabase/local/server.ts'
import { memoryStorage, uniqueEmail } from './harness.ts'

// Private JWKs as `supabase gen signing-key` writes them into signing_keys.json.
function rsaKey(): SigningKey {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  return { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256' }
}

function ecKey(): SigningKey {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  return { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'ES256' }
}

const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))

const rsa = rsaKey()
const ec = ecKey()
let local: SupabaseLocal

beforeAll(async () => {
  local = await startSupabaseLocal({
    memory: true,
    port: 0,
    realtime: false,
    signingKeys: [rsa, ec],
    auth: { bcryptCost: 4, autoConfirm: true },
  })
})

afterAll(async () => {
  await local?.stop()
})

const apiKey = (role: string, key: SigningKey) =>
  signAccessToken(
    { iss: 'supabase-demo', role, exp: 1983812996 },
    { jwtSecret: '', signingKeys: [key] },
  )

describe('asymmetric JWT signing keys', () => {
  test('the JWKS lists the public halves only', async () => {
    const response = await fetch(`${local.url}/auth/v1/.well-known/jwks.json`)
    expect(response.status).toBe(200)
    const { keys } = (await response.json()) as { keys: Record<string, unknown>[] }
    expect(keys).toEqual([
      { alg: 'RS256', kty: 'RSA', n: rsa.n, e: rsa.e, kid: rsa.kid, key_ops: ['verify'] },
      { alg: 'ES256', kty: 'EC', crv: 'P-256', x: ec.x, y: ec.y, kid: ec.kid, key_ops: ['verify'] },
    ])
    expect(keys.some((key) => 'd' in key)).toBe(false)
  })

  test('access tokens are RS256 with the first key, verifiable with the JWKS, and accepted everywhere', async () => {
    const publishable = apiKey('anon', rsa)
    const client = createClient(local.url, publishable, {
      auth: { storage: memoryStorage(), persistSession: true, autoRefreshToken: false },
    })
    const email = uniqueEmail('rs256')
    const { data, error } = await client.auth.signUp({ email, password: 'password123' })
    expect(error).toBeNull()
    const token = data.session?.access_token as string
    const [header, payload, signature] = token.split('.') as [string, string, string]
    expect(decode(header)).toEqual({ alg: 'RS256', kid: rsa.kid, typ: 'JWT' })
    const jwk = { kty: 'RSA', n: rsa.n, e: rsa.e }
    const valid = verify(
      'sha256',
      Buffer.from(`${header}.${payload}`),
      createPublicKey({ key: jwk, format: 'jwk' }),
      Buffer.from(signature, 'base64url'),
    )
    expect(valid).toBe(true)

    expect((await client.auth.getUser()).data.user?.email).toBe(email)
    const claims = await client.auth.getClaims()
    expect(claims.error).toBeNull()
    expect(claims.data?.claims.email).toBe(email)
    const rest = await fetch(`${local.url}/rest/v1/`, {
      headers: { apikey: publishable, Authorization: `Bearer ${token}` },
    })
    expect(rest.status).toBe(200)
    const buckets = await fetch(`${local.url}/storage/v1/bucket`, {
      headers: { apikey: publishable, Authorization: `Bearer ${token}` },
    })
    expect(buckets.status).toBe(200)
  })

  test('API keys signed by any signing key stand in for the anon and service_role keys', async () => {
    const service = createClient(local.url, apiKey('service_role', ec), {
      auth: { persistSession: false, autoRefreshToken: false },
    })
    const { error } = await service.auth.admin.listUsers()
    expect(error).toBeNull()
    // The HS256 keys keep working next to them.
    const legacy = await fetch(`${local.url}/auth/v1/settings`, {
      headers: { apikey: local.anonKey },
    })
    expect(legacy.status).toBe(200)
  })

  test('a token signed by an unknown key is refused', async () => {
    const stranger = apiKey('anon', rsaKey())
    const gateway = await fetch(`${local.url}/auth/v1/settings`, { headers: { apikey: stranger } })
    expect(gateway.status).toBe(401)
    expect(await gateway.json()).toEqual({
      message: 'Invalid API key',
      hint: 'Double check your API key.',
    })
    const rest = await fetch(`${local.url}/rest/v1/`, {
      headers: { apikey: local.anonKey, Authorization: `Bearer ${stranger}` },
    })
    expect(rest.status).toBe(401)
    expect(await rest.json()).toMatchObject({ code: 'PGRST301' })
  })
})
