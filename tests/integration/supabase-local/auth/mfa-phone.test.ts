import { describe, expect, test } from 'vitest'
import { suiteHarness, type SupabaseLocalHarness } from '@/tests/support/supabase-local-harness.ts'
import type { AuthOptionsInput } from '@/supabase/local/auth/options.ts'
import { startAuthHarness, uniqueEmail } from './harness.ts'

const phoneMfa = { phone: { enroll: true, verify: true } }

let numberCounter = 0
const uniqueDigits = () =>
  `1555${String(Date.now() % 1_000_000).padStart(6, '0')}${++numberCounter}`

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()) as {
    aal: string
    amr: { method: string }[]
  }

function harnessWith(options: AuthOptionsInput) {
  return suiteHarness(() => startAuthHarness({ autoConfirm: true, ...options }))
}

// A signed-in email user with an unverified phone factor for a fresh number.
async function enrolled(h: ReturnType<typeof harnessWith>) {
  const client = h.client()
  const signUp = await client.auth.signUp({
    email: uniqueEmail('mfa-phone'),
    password: 'Passw0rdOK',
  })
  expect(signUp.error).toBeNull()
  const digits = uniqueDigits()
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'phone', phone: `+${digits}` })
  expect(error).toBeNull()
  return { client, digits, factorId: data!.id }
}

const smsTo = (h: Pick<SupabaseLocalHarness, 'mail'>, digits: string) => h.mail.list(`+${digits}`)

describe('phone MFA with an SMS provider (its messages land in the outbox)', () => {
  const h = harnessWith({ mfa: phoneMfa, sms: { provider: 'twilio' } })

  test('a challenge texts a code; a wrong code is refused, the right one raises the session to aal2', async () => {
    const { client, digits, factorId } = await enrolled(h)
    const challenge = await client.auth.mfa.challenge({ factorId })
    expect(challenge.error).toBeNull()
    expect(challenge.data).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'phone',
      expires_at: expect.any(Number),
    })
    const [sms, ...others] = await smsTo(h, digits)
    expect(others).toEqual([])
    expect(sms).toMatchObject({ kind: 'auth.sms', subject: 'SMS' })
    const code = /^Your code is (\d{6})$/.exec(sms!.text)?.[1]
    expect(code).toMatch(/^\d{6}$/)

    const challengeId = challenge.data!.id
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    const refused = await client.auth.mfa.verify({ factorId, challengeId, code: wrong })
    expect(refused.error).toMatchObject({
      status: 422,
      code: 'mfa_verification_failed',
      message: 'Invalid MFA Phone code entered',
    })
    const verified = await client.auth.mfa.verify({ factorId, challengeId, code: code! })
    expect(verified.error).toBeNull()
    const claims = claimsOf(verified.data!.access_token)
    expect(claims.aal).toBe('aal2')
    expect(claims.amr.map((entry) => entry.method)).toContain('mfa/phone')
    const factors = await client.auth.mfa.listFactors()
    expect(factors.data?.phone).toEqual([
      expect.objectContaining({ id: factorId, status: 'verified', phone: digits }),
    ])
    // The code was for that challenge only.
    const reused = await client.auth.mfa.verify({ factorId, challengeId, code: code! })
    expect(reused.error).toMatchObject({ status: 422, code: 'mfa_ip_address_mismatch' })
  })

  test('a second code for the same factor within max_frequency is refused, and nothing is sent', async () => {
    const { client, digits, factorId } = await enrolled(h)
    expect((await client.auth.mfa.challenge({ factorId })).error).toBeNull()
    const again = await client.auth.mfa.challenge({ factorId })
    expect(again.error).toMatchObject({ status: 429, code: 'over_sms_send_rate_limit' })
    expect(again.error?.message).toMatch(
      /^For security purposes, you can only request this after [0-5] seconds\.$/,
    )
    expect(await smsTo(h, digits)).toHaveLength(1)
  })

  test('WhatsApp is a channel with Twilio; anything else is refused', async () => {
    const { client, digits, factorId } = await enrolled(h)
    const fax = await client.auth.mfa.challenge({
      factorId,
      channel: 'fax' as 'sms',
    })
    expect(fax.error).toMatchObject({ status: 400, code: 'validation_failed' })
    expect(await smsTo(h, digits)).toEqual([])
    const whatsapp = await client.auth.mfa.challenge({ factorId, channel: 'whatsapp' })
    expect(whatsapp.error).toBeNull()
    expect((await smsTo(h, digits)).map((message) => message.subject)).toEqual(['WhatsApp message'])
  })
})

describe('phone MFA options', () => {
  const h = harnessWith({
    mfa: {
      phone: { ...phoneMfa.phone, otpLength: 8, template: 'Tutors sign-in code: {{ .Code }}' },
    },
    sms: { provider: 'messagebird' },
  })

  test('the template and code length are [auth.mfa.phone]’s; WhatsApp needs Twilio', async () => {
    const { client, digits, factorId } = await enrolled(h)
    const whatsapp = await client.auth.mfa.challenge({ factorId, channel: 'whatsapp' })
    expect(whatsapp.error).toMatchObject({ status: 400, code: 'validation_failed' })
    expect((await client.auth.mfa.challenge({ factorId })).error).toBeNull()
    const [sms] = await smsTo(h, digits)
    expect(sms?.text).toMatch(/^Tutors sign-in code: \d{8}$/)
  })
})

describe('phone MFA without an SMS provider', () => {
  const h = harnessWith({ mfa: phoneMfa })

  test('a challenge fails as GoTrue does without one, and stores no challenge', async () => {
    const { client, digits, factorId } = await enrolled(h)
    const challenge = await client.auth.mfa.challenge({ factorId })
    // auth-js reports a 500 as retryable, with GoTrue's message.
    expect(challenge.error).toMatchObject({ status: 500, message: 'Failed to get SMS provider' })
    expect(await smsTo(h, digits)).toEqual([])
    const { rows } = await h.local.pg.query(
      'select 1 from auth.mfa_challenges where factor_id = $1',
      [factorId],
    )
    expect(rows).toEqual([])
  })
})
