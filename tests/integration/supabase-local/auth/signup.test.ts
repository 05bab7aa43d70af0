import { describe, expect, test } from 'vitest'
import { suiteHarness } from '@/tests/support/supabase-local-harness.ts'
import { follow, fragmentOf, startAuthHarness, uniqueEmail } from './harness.ts'
import { JWT, expectRecentTimestamp } from '../../../support/exact-values'

const h = suiteHarness(startAuthHarness)

const password = 'Passw0rdOK'

describe('sign-up with email confirmation (the hosted default)', () => {
  test('sign-up → confirmation mail → verify link → sign in', async () => {
    const email = uniqueEmail('confirm')
    const client = h.client()
    const { data, error } = await client.auth.signUp({
      email: email.toUpperCase(),
      password,
      options: {
        data: { full_name: 'Casey Confirm' },
        emailRedirectTo: 'http://localhost:3000/welcome',
      },
    })
    expect(error).toBeNull()
    expect(data.session).toBeNull()
    expect(data.user).toMatchObject({
      email,
      aud: 'authenticated',
      role: 'authenticated',
      user_metadata: { full_name: 'Casey Confirm' },
      app_metadata: { provider: 'email', providers: ['email'] },
      is_anonymous: false,
    })
    expect(data.user?.email_confirmed_at).toBeUndefined()
    expect(data.user?.identities?.[0]).toMatchObject({
      provider: 'email',
      id: data.user?.id,
      identity_data: {
        sub: data.user?.id,
        email,
        email_verified: false,
        full_name: 'Casey Confirm',
      },
    })

    const unconfirmed = await client.auth.signInWithPassword({ email, password })
    expect(unconfirmed.error).toMatchObject({
      status: 400,
      code: 'email_not_confirmed',
      message: 'Email not confirmed',
    })

    const mail = await h.mail.latest(email)
    expect(mail.subject).toBe('Confirm Your Signup')
    expect(mail.kind).toBe('auth.signup')
    const link = new URL(mail.links[0] as string)
    expect(link.pathname).toBe('/auth/v1/verify')
    expect(link.searchParams.get('type')).toBe('signup')
    expect(link.searchParams.get('redirect_to')).toBe('http://localhost:3000/welcome')

    const landing = await follow(link.toString())
    expect(landing.origin + landing.pathname).toBe('http://localhost:3000/welcome')
    const fragment = fragmentOf(landing)
    expect(fragment.get('type')).toBe('signup')
    expect(fragment.get('token_type')).toBe('bearer')
    expect(fragment.get('refresh_token')).toMatch(/^[A-Za-z0-9]{12}$/)
    expect(fragment.has('sb')).toBe(true)

    // The link is single use.
    const again = await follow(link.toString())
    expect(fragmentOf(again).get('error_code')).toBe('otp_expired')
    expect(fragmentOf(again).get('error_description')).toBe('Email link is invalid or has expired')

    const signedIn = await client.auth.signInWithPassword({ email, password })
    expect(signedIn.error).toBeNull()
    expectRecentTimestamp(signedIn.data.user?.email_confirmed_at)
    expect(signedIn.data.user?.identities?.[0]?.identity_data?.email_verified).toBe(true)
    const { data: profile } = await client.from('profiles').select('full_name, email').single()
    expect(profile).toEqual({ full_name: 'Casey Confirm', email })
  })

  test('redirect_to outside the allow list falls back to the site URL', async () => {
    const email = uniqueEmail('redirect')
    await h.client().auth.signUp({
      email,
      password,
      options: { emailRedirectTo: 'https://evil.example.net/steal' },
    })
    const link = new URL((await h.mail.latest(email)).links[0] as string)
    expect(link.searchParams.get('redirect_to')).toBe('http://localhost:3000')
    const allowed = uniqueEmail('redirect-ok')
    await h.client().auth.signUp({
      email: allowed,
      password,
      options: { emailRedirectTo: 'http://127.0.0.1:3000/auth/callback' },
    })
    const ok = new URL((await h.mail.latest(allowed)).links[0] as string)
    expect(ok.searchParams.get('redirect_to')).toBe('http://127.0.0.1:3000/auth/callback')
  })

  test('the code from the mail verifies too (POST /verify with email and token)', async () => {
    const email = uniqueEmail('otp')
    const client = h.client()
    await client.auth.signUp({ email, password })
    const code = /enter the code: (\d{6})/.exec((await h.mail.latest(email)).text)?.[1] as string
    const wrong = await client.auth.verifyOtp({ email, token: '000000', type: 'signup' })
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired' })
    const { data, error } = await client.auth.verifyOtp({ email, token: code, type: 'email' })
    expect(error).toBeNull()
    expect(data.session?.user.email).toBe(email)
    expect((await client.auth.getUser()).data.user?.email).toBe(email)
  })

  test('signing up again while unconfirmed sends the confirmation again', async () => {
    const email = uniqueEmail('twice')
    const first = await h.client().auth.signUp({ email, password })
    const second = await h.client().auth.signUp({ email, password: 'Different1pw' })
    expect(second.error).toBeNull()
    expect(second.data.user?.id).toBe(first.data.user?.id)
    const mails = await h.mail.list(email)
    expect(mails).toHaveLength(2)
    // Only the newest link works.
    const stale = await follow(mails[1]?.links[0] as string)
    expect(fragmentOf(stale).get('error_code')).toBe('otp_expired')
    const fresh = await follow(mails[0]?.links[0] as string)
    expect(fragmentOf(fresh).get('access_token')).toMatch(JWT)
  })

  test('a confirmed address signs up again: obfuscated user without identities, no mail', async () => {
    const { data } = await h.client().auth.signInWithPassword({
      email: 'member@scholarlysupport.co',
      password: 'MemberPass123',
    })
    expect(data.user?.email).toBe('member@scholarlysupport.co')
    const again = await h.client().auth.signUp({ email: 'member@scholarlysupport.co', password })
    expect(again.error).toBeNull()
    expect(again.data.user?.identities).toEqual([])
    expect(again.data.user?.id).not.toBe(data.user?.id)
    expect(await h.mail.list('member@scholarlysupport.co')).toHaveLength(0)
  })

  test('wrong password and unknown user: invalid_credentials', async () => {
    const client = h.client()
    const wrong = await client.auth.signInWithPassword({
      email: 'admin@scholarlysupport.co',
      password: 'NotThePassword1',
    })
    expect(wrong.error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    })
    const unknown = await client.auth.signInWithPassword({
      email: uniqueEmail('nobody'),
      password,
    })
    expect(unknown.error?.code).toBe('invalid_credentials')
  })

  test('weak passwords are refused with GoTrue reasons', async () => {
    const client = h.client()
    const short = await client.auth.signUp({ email: uniqueEmail('weak'), password: 'abc' })
    expect(short.error).toMatchObject({ status: 422, code: 'weak_password' })
    expect(short.error?.name).toBe('AuthWeakPasswordError')
    expect((short.error as unknown as { reasons: string[] }).reasons).toEqual([
      'length',
      'characters',
    ])
    expect(short.error?.message).toBe(
      'Password should be at least 8 characters. Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.',
    )
    const noDigit = await client.auth.signUp({ email: uniqueEmail('weak'), password: 'longenough' })
    expect((noDigit.error as unknown as { reasons: string[] }).reasons).toEqual(['characters'])
    const empty = await h.auth('/signup', {
      method: 'POST',
      body: JSON.stringify({ email: uniqueEmail('weak'), password: '' }),
    })
    expect(empty.status).toBe(400)
    expect(await empty.json()).toEqual({
      code: 'validation_failed',
      message: 'Signup requires a valid password',
    })
  })

  test('error bodies: 2024-01-01 shape, legacy shape and headers', async () => {
    const body = JSON.stringify({ email: 'admin@scholarlysupport.co', password: 'nope-nope-1' })
    const current = await h.auth('/token?grant_type=password', { method: 'POST', body })
    expect(current.status).toBe(400)
    expect(current.headers.get('x-supabase-api-version')).toBe('2024-01-01')
    expect(await current.json()).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    })
    const legacy = await h.auth('/token?grant_type=password', {
      method: 'POST',
      body,
      headers: { 'X-Supabase-Api-Version': '' },
    })
    expect(legacy.headers.get('x-sb-error-code')).toBe('invalid_credentials')
    expect(await legacy.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    })
    const badJson = await h.auth('/signup', { method: 'POST', body: '{nope' })
    expect(((await badJson.json()) as { code: string }).code).toBe('bad_json')
    const grant = await h.auth('/token?grant_type=magic', { method: 'POST', body: '{}' })
    expect(await grant.json()).toEqual({
      code: 'invalid_credentials',
      message: 'unsupported_grant_type',
    })
    const invalidEmail = await h.client().auth.signUp({ email: 'not-an-email', password })
    expect(invalidEmail.error).toMatchObject({
      status: 400,
      message: 'Unable to validate email address: invalid format',
    })
  })

  test('seeded users sign in with the bcrypt hashes seed.sql wrote', async () => {
    const { data, error } = await h.client().auth.signInWithPassword({
      email: 'admin@scholarlysupport.co',
      password: 'AdminPass123',
    })
    expect(error).toBeNull()
    expect(data.user?.id).toBe('a0000000-0000-4000-8000-000000000001')
  })

  test('anonymous sign-ins are off by default', async () => {
    const { error } = await h.client().auth.signInAnonymously()
    expect(error).toMatchObject({ status: 422, code: 'anonymous_provider_disabled' })
  })

  test('browser routes need no key; API routes refuse a wrong one', async () => {
    const headers = { apikey: 'wrong-key' }
    const verify = await fetch(`${h.url}/auth/v1/verify?type=signup&token=nope`, {
      headers,
      redirect: 'manual',
    })
    expect(verify.status).toBe(303)
    expect(verify.headers.get('location')).toContain('error_code=otp_expired')
    const settings = await fetch(`${h.url}/auth/v1/settings`, { headers })
    expect(settings.status).toBe(401)
  })

  test('GET /settings and /health', async () => {
    const settings = (await (await h.auth('/settings')).json()) as Record<string, unknown>
    expect(settings).toMatchObject({
      external: { email: true, google: true, github: false },
      disable_signup: false,
      mailer_autoconfirm: false,
    })
    expect(((await (await h.auth('/health')).json()) as { name: string }).name).toBe('GoTrue')
  })
})

describe('autoConfirm (scripted use)', () => {
  const auto = suiteHarness(() => startAuthHarness({ autoConfirm: true }))

  test('sign-up returns a session; a second sign-up is user_already_exists', async () => {
    const email = uniqueEmail('auto')
    const client = auto.client()
    const { data, error } = await client.auth.signUp({ email, password })
    expect(error).toBeNull()
    expect(data.session?.access_token).toMatch(JWT)
    expectRecentTimestamp(data.user?.email_confirmed_at)
    expect(await auto.mail.list(email)).toHaveLength(0)
    const again = await auto.client().auth.signUp({ email, password })
    expect(again.error).toMatchObject({
      status: 422,
      code: 'user_already_exists',
      message: 'User already registered',
    })
  })

  test('bcrypt at the default cost when not overridden', async () => {
    const strict = await startAuthHarness({ autoConfirm: true, bcryptCost: 10 })
    try {
      const email = uniqueEmail('cost')
      await strict.client().auth.signUp({ email, password })
      const { rows } = await strict.local.pg.query<{ encrypted_password: string }>(
        'select encrypted_password from auth.users where email = $1',
        [email],
      )
      expect(rows[0]?.encrypted_password).toMatch(/^\$2a\$10\$/)
    } finally {
      await strict.stop()
    }
  })
})
