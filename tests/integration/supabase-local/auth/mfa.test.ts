import { createHmac } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import { describe, expect, test } from 'vitest'
import { suiteHarness } from '@/tests/support/supabase-local-harness.ts'
import { sleep, startAuthHarness, uniqueEmail } from './harness.ts'

const h = suiteHarness(() => startAuthHarness({ autoConfirm: true }))

// RFC 6238 (SHA-1, 30 s, 6 digits) written out here, independently of Supabase Local's code.
function totp(secret: string, offsetSteps = 0): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  let bits = ''
  for (const char of secret) bits += alphabet.indexOf(char).toString(2).padStart(5, '0')
  const key = Buffer.from(bits.match(/.{8}/g)?.map((byte) => parseInt(byte, 2)) ?? [])
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000) + offsetSteps))
  const digest = createHmac('sha1', key).update(counter).digest()
  const offset = (digest.at(-1) as number) & 15
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0')
}

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()) as Record<
    string,
    unknown
  >
}

async function signedUp(): Promise<{ client: SupabaseClient; email: string; password: string }> {
  const client = h.client()
  const email = uniqueEmail('mfa')
  const password = 'Passw0rdOK'
  const { error } = await client.auth.signUp({ email, password })
  expect(error).toBeNull()
  return { client, email, password }
}

async function enrollAndVerify(client: SupabaseClient) {
  const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone app' })
  expect(enrolled.error).toBeNull()
  const factorId = enrolled.data?.id as string
  const secret = enrolled.data?.totp.secret as string
  const verified = await client.auth.mfa.challengeAndVerify({ factorId, code: totp(secret) })
  expect(verified.error).toBeNull()
  return { factorId, secret }
}

describe('MFA with TOTP factors', () => {
  test('enroll returns the secret, otpauth URI and an SVG QR code; the factor starts unverified', async () => {
    const { client, email } = await signedUp()
    const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', issuer: 'Tutors' })
    expect(error).toBeNull()
    expect(data).toMatchObject({ type: 'totp', friendly_name: '' })
    const secret = data?.totp.secret as string
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    const uri = new URL(data?.totp.uri as string)
    expect(uri.protocol).toBe('otpauth:')
    expect(uri.host).toBe('totp')
    expect(decodeURIComponent(uri.pathname)).toBe(`/Tutors:${email}`)
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      algorithm: 'SHA1',
      digits: '6',
      issuer: 'Tutors',
      period: '30',
      secret,
    })
    // auth-js turns the SVG into a data URL.
    expect(data?.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<\?xml version="1.0"\?>\n<svg /)

    const { data: user } = await client.auth.getUser()
    expect(user.user?.factors).toEqual([
      expect.objectContaining({ id: data?.id, factor_type: 'totp', status: 'unverified' }),
    ])
    const listed = await client.auth.mfa.listFactors()
    expect(listed.data?.all).toHaveLength(1)
    // Only verified factors count per type.
    expect(listed.data?.totp).toHaveLength(0)
  })

  test('the default issuer is the site URL host; an anonymous user cannot enroll', async () => {
    const { client } = await signedUp()
    const { data } = await client.auth.mfa.enroll({ factorType: 'totp' })
    expect(new URL(data?.totp.uri as string).searchParams.get('issuer')).toBe('localhost:3000')

    const anonymous = await startAuthHarness({ anonymousSignIns: true })
    try {
      const guest = anonymous.client()
      await guest.auth.signInAnonymously()
      const refused = await guest.auth.mfa.enroll({ factorType: 'totp' })
      expect(refused.error).toMatchObject({
        status: 403,
        code: 'no_authorization',
        message: 'Anonymous user not allowed to perform these actions',
      })
    } finally {
      await anonymous.stop()
    }
  })

  test('a verified code raises the session to aal2 with a totp AMR entry; wrong codes fail', async () => {
    const { client } = await signedUp()
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp' })
    const factorId = enrolled.data?.id as string
    const secret = enrolled.data?.totp.secret as string
    const challenge = await client.auth.mfa.challenge({ factorId })
    expect(challenge.error).toBeNull()
    const expiresIn = (challenge.data?.expires_at as number) - Date.now() / 1000
    expect(expiresIn).toBeGreaterThan(290)
    expect(expiresIn).toBeLessThanOrEqual(300)

    const wrong = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data?.id as string,
      code: totp(secret, 5),
    })
    expect(wrong.error).toMatchObject({
      status: 422,
      code: 'mfa_verification_failed',
      message: 'Invalid TOTP code entered',
    })
    const before = await client.auth.getSession()
    const oldRefresh = before.data.session?.refresh_token as string

    // One step of clock drift is accepted, as GoTrue allows. Close to the end of a step the
    // server could already be in the next one, where the previous step's code is two behind.
    const intoStep = Date.now() % 30_000
    if (intoStep > 27_000) await sleep(30_000 - intoStep + 100)
    const verified = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data?.id as string,
      code: totp(secret, -1),
    })
    expect(verified.error).toBeNull()
    const claims = claimsOf(verified.data?.access_token as string)
    expect(claims.aal).toBe('aal2')
    expect((claims.amr as { method: string }[]).map((entry) => entry.method)).toEqual([
      'totp',
      'password',
    ])
    expect(verified.data?.refresh_token).not.toBe(oldRefresh)
    expect(verified.data?.user.factors).toEqual([
      expect.objectContaining({ id: factorId, status: 'verified' }),
    ])
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' })

    // A challenge is answered once.
    const replay = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data?.id as string,
      code: totp(secret),
    })
    expect(replay.error).toMatchObject({ status: 422, code: 'mfa_ip_address_mismatch' })
    // The refreshed session stays aal2.
    const refreshed = await client.auth.refreshSession()
    expect(claimsOf(refreshed.data.session?.access_token as string).aal).toBe('aal2')
  })

  test('after verification a new sign-in is aal1 with aal2 next, and other aal1 sessions end', async () => {
    const { client, email, password } = await signedUp()
    const other = await h.client().auth.signInWithPassword({ email, password })
    await enrollAndVerify(client)
    const ended = await h.auth('/user', {
      headers: { Authorization: `Bearer ${other.data.session?.access_token}` },
    })
    expect(ended.status).toBe(403)
    expect(await ended.json()).toMatchObject({ code: 'session_not_found' })

    const again = h.client()
    await again.auth.signInWithPassword({ email, password })
    const level = await again.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' })
    // Changing the password needs aal2 once a factor is verified.
    const refused = await again.auth.updateUser({ password: 'NewPassw0rd' })
    expect(refused.error).toMatchObject({
      status: 401,
      code: 'insufficient_aal',
      message: 'AAL2 session is required to update email or password when MFA is enabled.',
    })
    const enrollMore = await again.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Second' })
    expect(enrollMore.error).toMatchObject({ status: 403, code: 'insufficient_aal' })
    const allowed = await client.auth.updateUser({ password: 'NewPassw0rd' })
    expect(allowed.error).toBeNull()
  })

  test('unenrolling a verified factor needs aal2 and drops the session back to aal1', async () => {
    const { client, email, password } = await signedUp()
    const { factorId } = await enrollAndVerify(client)
    const weak = h.client()
    await weak.auth.signInWithPassword({ email, password })
    const refused = await weak.auth.mfa.unenroll({ factorId })
    expect(refused.error).toMatchObject({
      status: 422,
      code: 'insufficient_aal',
      message: 'AAL2 required to unenroll verified factor',
    })
    const removed = await client.auth.mfa.unenroll({ factorId })
    expect(removed.error).toBeNull()
    expect(removed.data).toEqual({ id: factorId })
    const refreshed = await client.auth.refreshSession()
    const claims = claimsOf(refreshed.data.session?.access_token as string)
    expect(claims.aal).toBe('aal1')
    expect((claims.amr as { method: string }[]).map((entry) => entry.method)).toEqual(['password'])
    expect(refreshed.data.user?.factors).toBeUndefined()
  })

  test('names are unique per user; unknown factors and bad ids are 404; phone factors are off', async () => {
    const { client } = await signedUp()
    await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Laptop' })
    const clash = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Laptop' })
    expect(clash.error).toMatchObject({
      status: 422,
      code: 'mfa_factor_name_conflict',
      message: 'A factor with the friendly name "Laptop" for this user already exists',
    })
    const unknown = await client.auth.mfa.challenge({
      factorId: '00000000-0000-4000-8000-000000000000',
    })
    expect(unknown.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' })
    const badId = await client.auth.mfa.challenge({ factorId: 'nope' })
    expect(badId.error).toMatchObject({ status: 404, message: 'factor_id must be an UUID' })
    const phone = await client.auth.mfa.enroll({ factorType: 'phone', phone: '+15555550100' })
    expect(phone.error).toMatchObject({ status: 422, code: 'mfa_phone_enroll_not_enabled' })
  })

  test('admin lists and deletes a user’s factors', async () => {
    const { client } = await signedUp()
    const { data: user } = await client.auth.getUser()
    const userId = user.user?.id as string
    const { factorId } = await enrollAndVerify(client)
    const admin = h.service.auth.admin.mfa
    const listed = await admin.listFactors({ userId })
    expect(listed.error).toBeNull()
    expect(listed.data?.factors).toEqual([
      expect.objectContaining({ id: factorId, factor_type: 'totp', status: 'verified' }),
    ])
    const deleted = await admin.deleteFactor({ userId, id: factorId })
    expect(deleted.error).toBeNull()
    expect((deleted.data as unknown as { data: { id: string } }).data.id).toBe(factorId)
    expect((await admin.listFactors({ userId })).data?.factors).toEqual([])
    const refreshed = await client.auth.refreshSession()
    expect(claimsOf(refreshed.data.session?.access_token as string).aal).toBe('aal1')
    const missing = await admin.listFactors({ userId: '00000000-0000-4000-8000-000000000000' })
    expect(missing.error).toMatchObject({ status: 404, code: 'user_not_found' })
  })
})
