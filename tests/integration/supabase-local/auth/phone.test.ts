import { describe, expect, test } from 'vitest'
import { suiteHarness } from '@/tests/support/supabase-local-harness.ts'
import type { SmsOptions } from '@/supabase/local/auth/options.ts'
import { startAuthHarness, uniqueEmail } from './harness.ts'
import { JWT, expectRecentTimestamp } from '../../../support/exact-values'

const password = 'Passw0rdOK'

let numberCounter = 0
// A fresh US number per test: 1 555 01x xxxx, written with + and spaces as users type it.
const uniqueNumber = () => {
  const digits = `1555${String(Date.now() % 1_000_000).padStart(6, '0')}${++numberCounter}`
  return { typed: `+${digits.slice(0, 1)} ${digits.slice(1, 4)} ${digits.slice(4)}`, digits }
}

const harnessWith = (sms: Partial<SmsOptions>) => () => startAuthHarness({ sms })

// The code of the latest SMS to a number (the outbox stands in for the provider).
async function latestCode(
  h: { mail: { latest: (to: string) => Promise<{ text: string; subject: string; kind: string }> } },
  digits: string,
): Promise<string> {
  const message = await h.mail.latest(`+${digits}`)
  expect(message.kind).toBe('auth.sms')
  const code = /Your code is (\d{6})/.exec(message.text)?.[1]
  if (!code) throw new Error(`no code in "${message.text}"`)
  return code
}

describe('phone sign-up off (this project: [auth.sms] enable_signup = false)', () => {
  const h = suiteHarness(() => startAuthHarness())

  test('settings, sign-up, OTP, password sign-in and resend answer as GoTrue without phone', async () => {
    const settings = (await (await h.auth('/settings')).json()) as Record<string, unknown>
    expect(settings).toMatchObject({ sms_provider: '', phone_autoconfirm: true })
    expect((settings.external as Record<string, boolean>).phone).toBe(false)

    const auth = h.client().auth
    const { typed } = uniqueNumber()
    const signUp = await auth.signUp({ phone: typed, password })
    expect(signUp.error).toMatchObject({
      status: 400,
      code: 'phone_provider_disabled',
      message: 'Phone signups are disabled',
    })
    const otp = await auth.signInWithOtp({ phone: typed })
    expect(otp.error).toMatchObject({
      status: 400,
      code: 'phone_provider_disabled',
      message: 'Unsupported phone provider',
    })
    const signIn = await auth.signInWithPassword({ phone: typed, password })
    expect(signIn.error).toMatchObject({
      status: 422,
      code: 'phone_provider_disabled',
      message: 'Phone logins are disabled',
    })
    const resend = await auth.resend({ phone: typed, type: 'sms' })
    expect(resend.error).toMatchObject({
      status: 400,
      code: 'phone_provider_disabled',
      message: 'Phone logins are disabled',
    })
    const verify = await auth.verifyOtp({ phone: typed, token: '123456', type: 'sms' })
    expect(verify.error).toMatchObject({ status: 403, code: 'otp_expired' })
  })
})

describe('SMS confirmations on, a provider enabled (codes land in the outbox)', () => {
  const h = suiteHarness(
    harnessWith({
      enableSignup: true,
      enableConfirmations: true,
      provider: 'twilio',
      maxFrequencySeconds: 0,
      template: 'Your code is {{ .Code }}. It expires in a minute.',
    }),
  )

  test('settings reflect the [auth.sms] options', async () => {
    const settings = (await (await h.auth('/settings')).json()) as Record<string, unknown>
    expect(settings).toMatchObject({ sms_provider: 'twilio', phone_autoconfirm: false })
    expect((settings.external as Record<string, boolean>).phone).toBe(true)
  })

  test('sign-up → SMS code → verify → password sign-in', async () => {
    const client = h.client()
    const { typed, digits } = uniqueNumber()
    const { data, error } = await client.auth.signUp({
      phone: typed,
      password,
      options: { data: { full_name: 'Pat Phone' } },
    })
    expect(error).toBeNull()
    expect(data.session).toBeNull()
    expect(data.user).toMatchObject({
      phone: digits,
      email: '',
      app_metadata: { provider: 'phone', providers: ['phone'] },
      user_metadata: { full_name: 'Pat Phone' },
    })
    expect(data.user?.phone_confirmed_at).toBeUndefined()
    expectRecentTimestamp(data.user?.confirmation_sent_at)
    expect(data.user?.identities?.[0]).toMatchObject({
      provider: 'phone',
      id: data.user?.id,
      identity_data: {
        sub: data.user?.id,
        email_verified: false,
        phone_verified: false,
        full_name: 'Pat Phone',
      },
    })
    const sms = await h.mail.latest(`+${digits}`)
    expect(sms.subject).toBe('SMS')
    expect(sms.text).toMatch(/^Your code is \d{6}\. It expires in a minute\.$/)

    const unconfirmed = await client.auth.signInWithPassword({ phone: typed, password })
    expect(unconfirmed.error).toMatchObject({
      status: 400,
      code: 'phone_not_confirmed',
      message: 'Phone not confirmed',
    })

    const wrong = await client.auth.verifyOtp({ phone: typed, token: '000000', type: 'sms' })
    expect(wrong.error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Token has expired or is invalid',
    })

    const code = await latestCode(h, digits)
    const verified = await client.auth.verifyOtp({ phone: typed, token: code, type: 'sms' })
    expect(verified.error).toBeNull()
    expect(verified.data.session?.access_token).toMatch(JWT)
    expectRecentTimestamp(verified.data.user?.phone_confirmed_at)
    expect(verified.data.user?.phone).toBe(digits)

    // The code is used up.
    const again = await client.auth.verifyOtp({ phone: typed, token: code, type: 'sms' })
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' })

    const signedIn = await client.auth.signInWithPassword({ phone: typed, password })
    expect(signedIn.error).toBeNull()
    expect(signedIn.data.user?.id).toBe(data.user?.id)

    const wrongPassword = await client.auth.signInWithPassword({
      phone: typed,
      password: 'Wrong0ne!',
    })
    expect(wrongPassword.error).toMatchObject({ status: 400, code: 'invalid_credentials' })
  })

  test('OTP sign-in: a new number is signed up by code, a known one gets a code and message id', async () => {
    const client = h.client()
    const { typed, digits } = uniqueNumber()
    const first = await client.auth.signInWithOtp({ phone: typed })
    expect(first.error).toBeNull()
    // The sign-up's confirmation answers `{}`, as GoTrue's SmsOtp does for new numbers.
    expect(first.data).toEqual({ user: null, session: null, messageId: undefined })
    const signedUp = await client.auth.verifyOtp({
      phone: digits,
      token: await latestCode(h, digits),
      type: 'sms',
    })
    expect(signedUp.error).toBeNull()

    const second = await client.auth.signInWithOtp({ phone: typed })
    expect(second.error).toBeNull()
    expect(second.data.messageId).toMatch(/^[0-9a-f-]{36}$/)
    const signedIn = await client.auth.verifyOtp({
      phone: typed,
      token: await latestCode(h, digits),
      type: 'sms',
    })
    expect(signedIn.error).toBeNull()
    expect(signedIn.data.user?.id).toBe(signedUp.data.user?.id)
    const { data: claims } = await client.auth.getClaims()
    expect(claims?.claims.amr).toEqual([expect.objectContaining({ method: 'otp' })])
    expect(claims?.claims.phone).toBe(digits)
  })

  test('create_user false refuses unknown numbers; bad numbers and channels are validated', async () => {
    const auth = h.client().auth
    const unknown = await auth.signInWithOtp({
      phone: uniqueNumber().typed,
      options: { shouldCreateUser: false },
    })
    expect(unknown.error).toMatchObject({
      status: 422,
      code: 'otp_disabled',
      message: 'Signups not allowed for otp',
    })
    for (const attempt of [
      auth.signInWithOtp({ phone: '12-34' }),
      auth.signUp({ phone: '+0123', password }),
      auth.verifyOtp({ phone: 'abc', token: '123456', type: 'sms' }),
    ]) {
      expect((await attempt).error).toMatchObject({
        status: 400,
        code: 'validation_failed',
        message: 'Invalid phone number format (E.164 required)',
      })
    }
    const fax = await h.auth('/otp', {
      method: 'POST',
      body: JSON.stringify({ phone: uniqueNumber().typed, channel: 'fax' }),
    })
    expect(fax.status).toBe(400)
    expect(await fax.json()).toMatchObject({
      code: 'validation_failed',
      message: expect.stringContaining("Invalid channel, supported values are 'sms' or 'whatsapp'"),
    })
    // Twilio can send WhatsApp messages.
    const { typed, digits } = uniqueNumber()
    const whatsapp = await auth.signInWithOtp({ phone: typed, options: { channel: 'whatsapp' } })
    expect(whatsapp.error).toBeNull()
    expect((await h.mail.latest(`+${digits}`)).subject).toBe('WhatsApp message')
  })

  test('an expired code is refused; resend sends a fresh one', async () => {
    const client = h.client()
    const { typed, digits } = uniqueNumber()
    await client.auth.signUp({ phone: typed, password })
    const stale = await latestCode(h, digits)
    // Past GoTrue's 60 s SMS code lifetime.
    await h.local.pg.query(
      `update auth.users set confirmation_sent_at = now() - interval '61 seconds'
       where phone = $1`,
      [digits],
    )
    const expired = await client.auth.verifyOtp({ phone: typed, token: stale, type: 'sms' })
    expect(expired.error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Token has expired or is invalid',
    })

    const resent = await client.auth.resend({ phone: typed, type: 'sms' })
    expect(resent.error).toBeNull()
    expect(resent.data.messageId).toMatch(/^[0-9a-f-]{36}$/)
    const fresh = await latestCode(h, digits)
    const verified = await client.auth.verifyOtp({ phone: typed, token: fresh, type: 'sms' })
    expect(verified.error).toBeNull()

    // Confirmed numbers and unknown ones get nothing more, without saying which.
    const before = (await h.mail.list(`+${digits}`)).length
    expect((await client.auth.resend({ phone: typed, type: 'sms' })).error).toBeNull()
    expect(
      (await client.auth.resend({ phone: uniqueNumber().typed, type: 'sms' })).error,
    ).toBeNull()
    expect((await h.mail.list(`+${digits}`)).length).toBe(before)
  })

  test('repeated sign-up of a confirmed number answers an obfuscated user', async () => {
    const { typed, digits } = uniqueNumber()
    const created = await h.service.auth.admin.createUser({
      phone: typed,
      password,
      phone_confirm: true,
    })
    expect(created.error).toBeNull()
    const again = await h.client().auth.signUp({ phone: typed, password })
    expect(again.error).toBeNull()
    expect(again.data.user?.id).not.toBe(created.data.user?.id)
    expect(again.data.user).toMatchObject({ phone: digits, identities: [] })
  })

  test('phone change: PUT /user sends a code to the new number, verify applies it', async () => {
    const client = h.client()
    const email = uniqueEmail('phone-change')
    await h.service.auth.admin.createUser({ email, password, email_confirm: true })
    await client.auth.signInWithPassword({ email, password })
    const { typed, digits } = uniqueNumber()

    const updated = await client.auth.updateUser({ phone: typed })
    expect(updated.error).toBeNull()
    expect(updated.data.user).toMatchObject({ phone: '', new_phone: digits })
    const raw = updated.data.user as unknown as Record<string, string | undefined>
    expectRecentTimestamp(raw.phone_change_sent_at)

    // The pending code again, asked for by the user's email.
    const resent = await h.auth('/resend', {
      method: 'POST',
      body: JSON.stringify({ email, type: 'phone_change' }),
    })
    expect(resent.status).toBe(200)
    expect(await resent.json()).toEqual({ message_id: expect.any(String) })
    expect(await h.mail.list(`+${digits}`)).toHaveLength(2)

    const wrong = await client.auth.verifyOtp({
      phone: typed,
      token: '000000',
      type: 'phone_change',
    })
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired' })
    const verified = await client.auth.verifyOtp({
      phone: typed,
      token: await latestCode(h, digits),
      type: 'phone_change',
    })
    expect(verified.error).toBeNull()
    const { data } = await client.auth.getUser()
    expect(data.user).toMatchObject({
      phone: digits,
      app_metadata: { provider: 'email', providers: ['email', 'phone'] },
    })
    expect(data.user?.new_phone).toBeUndefined()
    expectRecentTimestamp(data.user?.phone_confirmed_at)
    expect(data.user?.identities?.find((identity) => identity.provider === 'phone')).toMatchObject({
      identity_data: { sub: data.user?.id, phone: digits, phone_verified: true },
    })

    // Another account cannot take the number.
    const other = h.client()
    const otherEmail = uniqueEmail('phone-taken')
    await h.service.auth.admin.createUser({ email: otherEmail, password, email_confirm: true })
    await other.auth.signInWithPassword({ email: otherEmail, password })
    const taken = await other.auth.updateUser({ phone: typed })
    expect(taken.error).toMatchObject({
      status: 422,
      code: 'phone_exists',
      message: 'A user with this phone number has already been registered',
    })
  })

  test('admin API: create and update with phone and phone_confirm', async () => {
    const admin = h.service.auth.admin
    const { typed, digits } = uniqueNumber()
    const email = uniqueEmail('admin-phone')
    const created = await admin.createUser({ email, phone: typed, password, phone_confirm: true })
    expect(created.error).toBeNull()
    expect(created.data.user).toMatchObject({
      email,
      phone: digits,
      app_metadata: { provider: 'email', providers: ['email', 'phone'] },
    })
    expectRecentTimestamp(created.data.user?.phone_confirmed_at)
    expect(created.data.user?.email_confirmed_at).toBeUndefined()
    expect(created.data.user?.identities?.map((identity) => identity.provider)).toEqual([
      'email',
      'phone',
    ])
    const signedIn = await h.client().auth.signInWithPassword({ phone: typed, password })
    expect(signedIn.error).toBeNull()

    const duplicate = await admin.createUser({ phone: digits })
    expect(duplicate.error).toMatchObject({
      status: 422,
      code: 'phone_exists',
      message: 'Phone number already registered by another user',
    })
    const invalid = await admin.createUser({ phone: 'not a number' })
    expect(invalid.error).toMatchObject({ status: 400, code: 'validation_failed' })

    const next = uniqueNumber()
    const id = created.data.user?.id as string
    const updated = await admin.updateUserById(id, { phone: next.typed, phone_confirm: false })
    expect(updated.error).toBeNull()
    expect(updated.data.user?.phone).toBe(next.digits)
    expect(
      updated.data.user?.identities?.find((identity) => identity.provider === 'phone'),
    ).toMatchObject({ identity_data: { phone: next.digits, phone_verified: false } })
  })
})

describe('SMS autoconfirm with the test OTP map and no provider (the auth-js fixture)', () => {
  const testNumbers = ['4152127777', '4152127778', '4152127779', '4152127780']
  const h = suiteHarness(
    harnessWith({
      enableSignup: true,
      enableConfirmations: false,
      maxFrequencySeconds: 60,
      testOtp: Object.fromEntries(testNumbers.map((number) => [`+${number}`, '123456'])),
    }),
  )

  test('sign-up of a test number signs in at once; its fixed code verifies OTP sign-ins', async () => {
    const client = h.client()
    const phone = testNumbers[0] as string
    const signUp = await client.auth.signUp({ phone, password })
    expect(signUp.error).toBeNull()
    expect(signUp.data.session?.access_token).toMatch(JWT)
    expectRecentTimestamp(signUp.data.user?.phone_confirmed_at)

    const otp = await client.auth.signInWithOtp({ phone: `+${phone}` })
    expect(otp.error).toBeNull()
    expect(otp.data.messageId).toBe('test-otp')
    expect(await h.mail.list(`+${phone}`)).toEqual([])

    const wrong = await client.auth.verifyOtp({ phone, token: '654321', type: 'sms' })
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired' })
    const verified = await client.auth.verifyOtp({ phone, token: '123456', type: 'sms' })
    expect(verified.error).toBeNull()
    expect(verified.data.user?.id).toBe(signUp.data.user?.id)
    // The fixed code stays valid: GoTrue checks it before any stored one.
    const again = await client.auth.verifyOtp({ phone, token: '123456', type: 'sms' })
    expect(again.error).toBeNull()

    const duplicate = await client.auth.signUp({ phone, password })
    expect(duplicate.error).toMatchObject({
      status: 422,
      code: 'user_already_exists',
      message: 'User already registered',
    })
  })

  test('codes to a test number are spaced by max_frequency', async () => {
    const auth = h.client().auth
    const phone = testNumbers[1] as string
    expect((await auth.signInWithOtp({ phone })).error).toBeNull()
    const soon = await auth.signInWithOtp({ phone })
    expect(soon.error).toMatchObject({
      status: 429,
      code: 'over_sms_send_rate_limit',
      message: expect.stringMatching(
        /^For security purposes, you can only request this after (59|60) seconds\.$/,
      ),
    })
  })

  test('other numbers cannot receive codes without a provider', async () => {
    const auth = h.client().auth
    const { typed, digits } = uniqueNumber()
    const otp = await auth.signInWithOtp({ phone: typed })
    expect(otp.error).toMatchObject({ status: 500, message: 'Unable to get SMS provider' })
    // Autoconfirm signed the number up before the code failed, as in GoTrue.
    const { rows } = await h.local.pg.query('select 1 from auth.users where phone = $1', [digits])
    expect(rows).toHaveLength(1)
  })

  test('a phone change applies at once when confirmations are off', async () => {
    const client = h.client()
    const email = uniqueEmail('autoconfirm-change')
    await h.service.auth.admin.createUser({ email, password, email_confirm: true })
    await client.auth.signInWithPassword({ email, password })
    const phone = testNumbers[2] as string
    const updated = await client.auth.updateUser({ phone })
    expect(updated.error).toBeNull()
    expect(updated.data.user).toMatchObject({ phone })
    expect(updated.data.user?.new_phone).toBeUndefined()
    expectRecentTimestamp(updated.data.user?.phone_confirmed_at)
  })

  test('an anonymous user who verifies a number is anonymous no more', async () => {
    const h2 = await startAuthHarness({
      anonymousSignIns: true,
      sms: { enableSignup: true, enableConfirmations: true, testOtp: { '4152127781': '654321' } },
    })
    try {
      const client = h2.client()
      const anonymous = await client.auth.signInAnonymously()
      expect(anonymous.data.user?.is_anonymous).toBe(true)
      const change = await client.auth.updateUser({ phone: '4152127781' })
      expect(change.error).toBeNull()
      const verified = await client.auth.verifyOtp({
        phone: '4152127781',
        token: '654321',
        type: 'phone_change',
      })
      expect(verified.error).toBeNull()
      expect(verified.data.user).toMatchObject({ phone: '4152127781', is_anonymous: false })
    } finally {
      await h2.stop()
    }
  })
})
