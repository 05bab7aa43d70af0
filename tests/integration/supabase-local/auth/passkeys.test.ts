import { createHmac } from 'node:crypto'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { describe, expect, test } from 'vitest'
import { suiteHarness } from '@/tests/support/supabase-local-harness.ts'
import { memoryStorage, startAuthHarness, uniqueEmail } from './harness.ts'
import { SoftwareAuthenticator, type CreationOptions } from './software-authenticator.ts'

const rpId = 'localhost'
const origin = 'http://localhost:5173'

const h = suiteHarness(() =>
  startAuthHarness({
    autoConfirm: true,
    anonymousSignIns: true,
    passkey: { enabled: true, maxPerUser: 3 },
    webauthn: { rpId, rpDisplayName: 'Tutoring tests', rpOrigins: [origin] },
    mfa: { webauthn: { enroll: true, verify: true } },
  }),
)

// A supabase-js "browser" with the passkey API switched on.
const passkeyClient = (): SupabaseClient =>
  createClient(h.url, h.local.anonKey, {
    auth: {
      storage: memoryStorage(),
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      experimental: { passkey: true },
    },
  })

const admin = () =>
  createClient(h.url, h.local.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, experimental: { passkey: true } },
  })

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()) as Record<
    string,
    unknown
  >
}

async function signedUp(): Promise<{ client: SupabaseClient; userId: string }> {
  const client = passkeyClient()
  const { data, error } = await client.auth.signUp({
    email: uniqueEmail('passkey'),
    password: 'Passw0rdOK',
  })
  expect(error).toBeNull()
  return { client, userId: data.user?.id as string }
}

async function register(client: SupabaseClient, authenticator: SoftwareAuthenticator) {
  const { data: options, error } = await client.auth.passkey.startRegistration()
  expect(error).toBeNull()
  const credential = authenticator.create(options?.options as CreationOptions)
  const created = await client.auth.passkey.verifyRegistration({
    challengeId: options?.challenge_id as string,
    credential: credential as never,
  })
  expect(created.error).toBeNull()
  return created.data?.id as string
}

async function signInWith(authenticator: SoftwareAuthenticator, authOrigin = origin) {
  const client = passkeyClient()
  const { data: options, error } = await client.auth.passkey.startAuthentication()
  expect(error).toBeNull()
  const result = await client.auth.passkey.verifyAuthentication({
    challengeId: options?.challenge_id as string,
    credential: authenticator.get(options?.options as { challenge: string }, authOrigin) as never,
  })
  return { client, challengeId: options?.challenge_id as string, ...result }
}

// RFC 6238 with SHA-1, 30 s steps and 6 digits, for the MFA case below.
function totp(secret: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  let bits = ''
  for (const char of secret) bits += alphabet.indexOf(char).toString(2).padStart(5, '0')
  const key = Buffer.from(bits.match(/.{8}/g)?.map((byte) => parseInt(byte, 2)) ?? [])
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000)))
  const digest = createHmac('sha1', key).update(counter).digest()
  const offset = (digest.at(-1) as number) & 15
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0')
}

describe('passkeys', () => {
  test('registration options ask for a discoverable ES256-capable credential of the user', async () => {
    const { client, userId } = await signedUp()
    const { data, error } = await client.auth.passkey.startRegistration()
    expect(error).toBeNull()
    expect(data?.challenge_id).toMatch(/^[0-9a-f-]{36}$/)
    expect(data?.expires_at).toBeGreaterThan(Date.now() / 1000 + 290)
    const options = data?.options
    expect(options?.rp).toEqual({ id: rpId, name: 'Tutoring tests' })
    expect(Buffer.from(options?.user.id as string, 'base64url').toString()).toBe(userId)
    expect(options?.pubKeyCredParams.map((param) => param.alg)).toEqual([
      -7, -35, -36, -257, -258, -259, -37, -38, -39, -8,
    ])
    expect(options?.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'preferred',
    })
    expect(options?.attestation).toBe('none')
    expect(options?.excludeCredentials).toEqual([])
  })

  test('register, list, rename, sign in, and the sign-in is recorded on the passkey', async () => {
    const { client, userId } = await signedUp()
    const authenticator = new SoftwareAuthenticator(rpId, origin)
    const passkeyId = await register(client, authenticator)

    const listed = await client.auth.passkey.list()
    expect(listed.data).toEqual([
      { id: passkeyId, friendly_name: 'Passkey', created_at: expect.any(String) },
    ])
    const renamed = await client.auth.passkey.update({ passkeyId, friendlyName: 'Laptop' })
    expect(renamed.data).toMatchObject({ id: passkeyId, friendly_name: 'Laptop' })

    // A second registration excludes the credential already held.
    const again = await client.auth.passkey.startRegistration()
    expect(again.data?.options.excludeCredentials).toEqual([
      {
        id: authenticator.credentialId.toString('base64url'),
        type: 'public-key',
        transports: ['internal'],
      },
    ])

    const signedIn = await signInWith(authenticator)
    expect(signedIn.error).toBeNull()
    expect(signedIn.data?.user?.id).toBe(userId)
    const claims = claimsOf(signedIn.data?.session?.access_token as string)
    expect(claims).toMatchObject({ sub: userId, aal: 'aal1' })
    expect(claims.amr).toEqual([{ method: 'passkey', timestamp: expect.any(Number) }])
    const { data: me } = await signedIn.client.auth.getUser()
    expect(me.user?.id).toBe(userId)

    const after = await client.auth.passkey.list()
    expect(after.data?.[0]).toMatchObject({
      friendly_name: 'Laptop',
      last_used_at: expect.any(String),
    })
    const { rows } = await h.local.pg.query<{ sign_count: string }>(
      'select sign_count from auth.webauthn_credentials where id = $1',
      [passkeyId],
    )
    expect(Number(rows[0]?.sign_count)).toBe(1)
  })

  test('a challenge answers once, and only its own ceremony, in time', async () => {
    const { client } = await signedUp()
    const authenticator = new SoftwareAuthenticator(rpId, origin)
    await register(client, authenticator)

    const first = await signInWith(authenticator)
    expect(first.error).toBeNull()
    const replay = await first.client.auth.passkey.verifyAuthentication({
      challengeId: first.challengeId,
      credential: authenticator.get({ challenge: 'x' }) as never,
    })
    expect(replay.error).toMatchObject({ status: 400, code: 'webauthn_challenge_not_found' })

    // A registration challenge is no sign-in challenge.
    const registration = await client.auth.passkey.startRegistration()
    const crossed = await passkeyClient().auth.passkey.verifyAuthentication({
      challengeId: registration.data?.challenge_id as string,
      credential: authenticator.get(registration.data?.options as { challenge: string }) as never,
    })
    expect(crossed.error).toMatchObject({ code: 'webauthn_challenge_not_found' })

    const stale = passkeyClient()
    const options = await stale.auth.passkey.startAuthentication()
    await h.local.pg.query(
      `update auth.webauthn_challenges set expires_at = now() - interval '1 second'
       where id = $1`,
      [options.data?.challenge_id],
    )
    const expired = await stale.auth.passkey.verifyAuthentication({
      challengeId: options.data?.challenge_id as string,
      credential: authenticator.get(options.data?.options as { challenge: string }) as never,
    })
    expect(expired.error).toMatchObject({
      status: 400,
      code: 'webauthn_challenge_expired',
      message: 'Challenge has expired',
    })

    const malformed = await h.auth('/passkeys/authentication/verify', {
      method: 'POST',
      body: JSON.stringify({ challenge_id: 'nope', credential: {} }),
    })
    expect(await malformed.json()).toMatchObject({
      code: 'validation_failed',
      message: 'challenge_id must be a valid UUID',
    })
  })

  test('assertions from another origin, an unknown key or a forged signature are refused', async () => {
    const { client } = await signedUp()
    const authenticator = new SoftwareAuthenticator(rpId, origin)
    await register(client, authenticator)

    const elsewhere = await signInWith(authenticator, 'https://phish.example.com')
    expect(elsewhere.data).toBeNull()
    expect(elsewhere.error).toMatchObject({ status: 400, code: 'webauthn_verification_failed' })

    // Same user handle, never registered.
    const stranger = new SoftwareAuthenticator(rpId, origin)
    const options = await client.auth.passkey.startRegistration()
    stranger.create(options.data?.options as CreationOptions)
    const unknown = await signInWith(stranger)
    expect(unknown.error).toMatchObject({ code: 'webauthn_verification_failed' })

    const signInClient = passkeyClient()
    const challenge = await signInClient.auth.passkey.startAuthentication()
    const assertion = authenticator.get(challenge.data?.options as { challenge: string })
    const forged = await signInClient.auth.passkey.verifyAuthentication({
      challengeId: challenge.data?.challenge_id as string,
      credential: {
        ...assertion,
        response: { ...assertion.response, signature: Buffer.alloc(70, 1).toString('base64url') },
      } as never,
    })
    expect(forged.error).toMatchObject({
      code: 'webauthn_verification_failed',
      message: 'Credential verification failed',
    })
  })

  test('registration checks its challenge, origin and that a credential is held once', async () => {
    const { client } = await signedUp()
    const authenticator = new SoftwareAuthenticator(rpId, origin)
    const options = await client.auth.passkey.startRegistration()
    const wrongOrigin = await client.auth.passkey.verifyRegistration({
      challengeId: options.data?.challenge_id as string,
      credential: authenticator.create(
        options.data?.options as CreationOptions,
        'http://evil.localhost',
      ) as never,
    })
    expect(wrongOrigin.error).toMatchObject({ status: 400, code: 'webauthn_verification_failed' })

    const unknownChallenge = await client.auth.passkey.verifyRegistration({
      challengeId: '00000000-0000-0000-0000-000000000000',
      credential: authenticator.create(options.data?.options as CreationOptions) as never,
    })
    expect(unknownChallenge.error).toMatchObject({ code: 'webauthn_challenge_not_found' })

    await register(client, authenticator)
    const twice = await client.auth.passkey.startRegistration()
    const duplicate = await client.auth.passkey.verifyRegistration({
      challengeId: twice.data?.challenge_id as string,
      credential: authenticator.create(twice.data?.options as CreationOptions) as never,
    })
    expect(duplicate.error).toMatchObject({
      status: 422,
      code: 'webauthn_credential_exists',
      message: 'This credential is already registered',
    })

    // Another user's challenge is not this user's.
    const other = await signedUp()
    const theirs = await other.client.auth.passkey.startRegistration()
    const stolen = await client.auth.passkey.verifyRegistration({
      challengeId: theirs.data?.challenge_id as string,
      credential: new SoftwareAuthenticator(rpId, origin).create(
        theirs.data?.options as CreationOptions,
      ) as never,
    })
    expect(stolen.error).toMatchObject({ code: 'webauthn_challenge_not_found' })
  })

  test('at most maxPerUser passkeys; unknown ids are 404; anonymous users cannot register', async () => {
    const { client } = await signedUp()
    for (let i = 0; i < 3; i += 1) await register(client, new SoftwareAuthenticator(rpId, origin))
    const full = await client.auth.passkey.startRegistration()
    expect(full.error).toMatchObject({ status: 422, code: 'too_many_passkeys' })

    const unknown = await client.auth.passkey.update({
      passkeyId: '00000000-0000-0000-0000-000000000000',
      friendlyName: 'nope',
    })
    expect(unknown.error).toMatchObject({ status: 404, message: 'Passkey not found' })
    const notUuid = await client.auth.passkey.delete({ passkeyId: 'abc' })
    expect(notUuid.error).toMatchObject({ status: 404 })
    const [first] = (await client.auth.passkey.list()).data ?? []
    const empty = await client.auth.passkey.update({
      passkeyId: first?.id as string,
      friendlyName: '',
    })
    expect(empty.error).toMatchObject({ status: 400, message: 'friendly_name is required' })

    const anonymous = passkeyClient()
    expect((await anonymous.auth.signInAnonymously()).error).toBeNull()
    const refused = await anonymous.auth.passkey.startRegistration()
    expect(refused.error).toMatchObject({ status: 403, code: 'no_authorization' })
  })

  test('deleting a passkey (by the user or an admin) ends sign-in with it', async () => {
    const { client, userId } = await signedUp()
    const kept = new SoftwareAuthenticator(rpId, origin)
    const removed = new SoftwareAuthenticator(rpId, origin)
    const keptId = await register(client, kept)
    const removedId = await register(client, removed)

    const listedByAdmin = await admin().auth.admin.passkey.listPasskeys({ userId })
    expect(listedByAdmin.data?.map((passkey) => passkey.id)).toEqual([keptId, removedId])
    expect(
      (await admin().auth.admin.passkey.deletePasskey({ userId, passkeyId: removedId })).error,
    ).toBeNull()
    expect((await signInWith(removed)).error).toMatchObject({
      code: 'webauthn_verification_failed',
    })

    expect((await client.auth.passkey.delete({ passkeyId: keptId })).error).toBeNull()
    expect((await client.auth.passkey.list()).data).toEqual([])
    expect((await signInWith(kept)).error).toMatchObject({ code: 'webauthn_verification_failed' })

    // The admin API does not reach another user's passkey.
    const other = await signedUp()
    const theirs = await register(other.client, new SoftwareAuthenticator(rpId, origin))
    const crossed = await admin().auth.admin.passkey.deletePasskey({ userId, passkeyId: theirs })
    expect(crossed.error).toMatchObject({ status: 404 })
  })

  test('with a verified MFA factor, managing passkeys takes an aal2 session', async () => {
    const { client } = await signedUp()
    const passkeyId = await register(client, new SoftwareAuthenticator(rpId, origin))
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp' })
    const factorId = enrolled.data?.id as string
    const secret = enrolled.data?.totp.secret as string

    // `client` reaches aal2 by verifying the factor; a new password sign-in stays at aal1.
    const verified = await client.auth.mfa.challengeAndVerify({ factorId, code: totp(secret) })
    expect(verified.error).toBeNull()
    const { data: me } = await client.auth.getUser()
    const aal1 = passkeyClient()
    const signIn = await aal1.auth.signInWithPassword({
      email: me.user?.email as string,
      password: 'Passw0rdOK',
    })
    expect(signIn.error).toBeNull()
    const refused = await aal1.auth.passkey.startRegistration()
    expect(refused.error).toMatchObject({
      status: 403,
      code: 'insufficient_aal',
      message: 'AAL2 session is required to manage passkeys when MFA is enabled',
    })
    expect((await aal1.auth.passkey.delete({ passkeyId })).error).toMatchObject({
      code: 'insufficient_aal',
    })
    // Listing and renaming stay open at aal1, as in GoTrue.
    expect((await aal1.auth.passkey.list()).data).toHaveLength(1)
    expect((await client.auth.passkey.startRegistration()).error).toBeNull()
  })
})

// What /factors answers, as far as these tests read it.
type FactorAnswer = {
  id: string
  access_token: string
  webauthn: {
    type: 'create' | 'request'
    credential_options: {
      publicKey: CreationOptions & {
        rp: { id: string; name: string }
        allowCredentials?: { id: string }[]
      }
    }
  }
}

describe('WebAuthn MFA factors', () => {
  // POST under /factors as the signed-in user.
  const post = async (token: string, path: string, body: Record<string, unknown> = {}) => {
    const response = await h.auth(path, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as FactorAnswer }
  }

  test('a factor is verified by registering a key, then challenged with request options', async () => {
    const { client, userId } = await signedUp()
    const { data } = await client.auth.getSession()
    let token = data.session?.access_token as string
    const authenticator = new SoftwareAuthenticator(rpId, origin)

    const enrolled = await post(token, '/factors', {
      factor_type: 'webauthn',
      friendly_name: 'Security key',
    })
    expect(enrolled.status).toBe(200)
    const factorId = enrolled.body.id as string

    const create = await post(token, `/factors/${factorId}/challenge`)
    expect(create.body).toMatchObject({ type: 'webauthn', webauthn: { type: 'create' } })
    const creation = create.body.webauthn.credential_options.publicKey
    expect(creation.rp).toEqual({ id: rpId, name: 'Tutoring tests' })
    expect(Buffer.from(creation.user.id, 'base64url').toString()).toBe(userId)

    const missing = await post(token, `/factors/${factorId}/verify`, {
      challenge_id: create.body.id,
    })
    expect(missing).toMatchObject({ status: 400, body: { message: 'WebAuthn config required' } })

    const registered = await post(token, `/factors/${factorId}/verify`, {
      challenge_id: create.body.id,
      webauthn: { type: 'create', credential_response: authenticator.create(creation) },
    })
    expect(registered.status).toBe(200)
    token = registered.body.access_token as string
    expect(claimsOf(token)).toMatchObject({ aal: 'aal2' })
    const { rows } = await h.local.pg.query<{ status: string; credential: unknown }>(
      `select status, web_authn_credential as credential from auth.mfa_factors where id = $1`,
      [factorId],
    )
    expect(rows[0]).toMatchObject({
      status: 'verified',
      credential: expect.objectContaining({ id: authenticator.credentialId.toString('base64') }),
    })
    const user = await h.auth('/user', { headers: { Authorization: `Bearer ${token}` } })
    const [factor] = ((await user.json()) as { factors: Record<string, unknown>[] }).factors
    expect(factor).toMatchObject({ id: factorId, status: 'verified', factor_type: 'webauthn' })
    expect(factor).not.toHaveProperty('web_authn_credential')
    expect(factor?.last_webauthn_challenge_data).toMatchObject({ type: 'create' })

    const request = await post(token, `/factors/${factorId}/challenge`)
    expect(request.body.webauthn.type).toBe('request')
    const requestOptions = request.body.webauthn.credential_options.publicKey
    expect(requestOptions.allowCredentials).toEqual([
      expect.objectContaining({ id: authenticator.credentialId.toString('base64url') }),
    ])
    const elsewhere = await post(token, `/factors/${factorId}/verify`, {
      challenge_id: request.body.id,
      webauthn: {
        type: 'request',
        credential_response: authenticator.get(requestOptions, 'https://phish.example.com'),
      },
    })
    expect(elsewhere).toMatchObject({
      status: 500,
      body: { message: 'Failed to validate WebAuthn MFA response' },
    })

    const again = await post(token, `/factors/${factorId}/challenge`)
    const answer = {
      challenge_id: again.body.id,
      webauthn: {
        type: 'request',
        credential_response: authenticator.get(again.body.webauthn.credential_options.publicKey),
      },
    }
    const verified = await post(token, `/factors/${factorId}/verify`, answer)
    expect(verified.status).toBe(200)
    expect(claimsOf(verified.body.access_token as string).amr).toEqual(
      expect.arrayContaining([expect.objectContaining({ method: 'mfa/webauthn' })]),
    )
    // The challenge is used up.
    const replay = await post(
      verified.body.access_token as string,
      `/factors/${factorId}/verify`,
      answer,
    )
    expect(replay).toMatchObject({ status: 422, body: { code: 'mfa_factor_not_found' } })
  })

  test('a key registered to another factor of someone else does not answer', async () => {
    const owner = await signedUp()
    const ownerSession = await owner.client.auth.getSession()
    const ownerToken = ownerSession.data.session?.access_token as string
    const key = new SoftwareAuthenticator(rpId, origin)
    const ownerFactor = await post(ownerToken, '/factors', { factor_type: 'webauthn' })
    const ownerChallenge = await post(ownerToken, `/factors/${ownerFactor.body.id}/challenge`)
    const created = await post(ownerToken, `/factors/${ownerFactor.body.id}/verify`, {
      challenge_id: ownerChallenge.body.id,
      webauthn: {
        type: 'create',
        credential_response: key.create(ownerChallenge.body.webauthn.credential_options.publicKey),
      },
    })
    expect(created.status).toBe(200)

    const other = await signedUp()
    const otherSession = await other.client.auth.getSession()
    let otherToken = otherSession.data.session?.access_token as string
    const otherKey = new SoftwareAuthenticator(rpId, origin)
    const factor = await post(otherToken, '/factors', { factor_type: 'webauthn' })
    const first = await post(otherToken, `/factors/${factor.body.id}/challenge`)
    const enrolled = await post(otherToken, `/factors/${factor.body.id}/verify`, {
      challenge_id: first.body.id,
      webauthn: {
        type: 'create',
        credential_response: otherKey.create(first.body.webauthn.credential_options.publicKey),
      },
    })
    otherToken = enrolled.body.access_token as string
    const challenge = await post(otherToken, `/factors/${factor.body.id}/challenge`)
    const stolen = await post(otherToken, `/factors/${factor.body.id}/verify`, {
      challenge_id: challenge.body.id,
      webauthn: {
        type: 'request',
        credential_response: key.get(challenge.body.webauthn.credential_options.publicKey),
      },
    })
    expect(stolen.status).toBe(500)
  })
})
