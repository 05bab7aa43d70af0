import { describe, expect, test } from 'vitest'
import { suiteHarness } from '@/tests/support/supabase-local-harness.ts'
import { follow, fragmentOf, startAuthHarness, uniqueEmail } from './harness.ts'
import { JWT, expectRecentTimestamp } from '../../../support/exact-values'

const h = suiteHarness(startAuthHarness)

const password = 'Passw0rdOK'

// A confirmed user signed in on a fresh client, made through the real sign-up and link.
async function confirmedUser(label: string, data: Record<string, unknown> = {}) {
  const email = uniqueEmail(label)
  const client = h.client()
  await client.auth.signUp({ email, password, options: { data } })
  await follow((await h.mail.latest(email)).links[0] as string)
  const { error } = await client.auth.signInWithPassword({ email, password })
  if (error) throw error
  return { client, email }
}

describe('PUT /user', () => {
  test('metadata is merged key by key; null removes a key', async () => {
    const { client } = await confirmedUser('meta', { full_name: 'Meta Person', theme: 'dark' })
    const { data, error } = await client.auth.updateUser({ data: { theme: null, locale: 'en-GB' } })
    expect(error).toBeNull()
    expect(data.user?.user_metadata).toEqual({ full_name: 'Meta Person', locale: 'en-GB' })
    const fresh = await client.auth.refreshSession()
    expect(fresh.data.session?.user.user_metadata).toEqual({
      full_name: 'Meta Person',
      locale: 'en-GB',
    })
  })

  test('app_metadata needs an admin', async () => {
    const { client } = await confirmedUser('appmeta')
    const { data } = await client.auth.getSession()
    const response = await h.auth('/user', {
      method: 'PUT',
      headers: { Authorization: `Bearer ${data.session?.access_token}` },
      body: JSON.stringify({ app_metadata: { role: 'admin' } }),
    })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({
      code: 'not_admin',
      message: 'Updating app_metadata requires admin privileges',
    })
  })

  test('password change: policy, same password, other sessions end, new password works', async () => {
    const { client, email } = await confirmedUser('password')
    const other = h.client()
    await other.auth.signInWithPassword({ email, password })
    const weak = await client.auth.updateUser({ password: 'short' })
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' })
    const same = await client.auth.updateUser({ password })
    expect(same.error).toMatchObject({
      status: 422,
      code: 'same_password',
      message: 'New password should be different from the old password.',
    })
    expect((await client.auth.updateUser({ password: 'NewPassw0rd' })).error).toBeNull()
    expect((await client.auth.getUser()).error).toBeNull()
    expect((await other.auth.getUser()).error?.message).toBe('Auth session missing!')
    const old = await h.client().auth.signInWithPassword({ email, password })
    expect(old.error?.code).toBe('invalid_credentials')
    const fresh = await h.client().auth.signInWithPassword({ email, password: 'NewPassw0rd' })
    expect(fresh.error).toBeNull()
  })

  test('email change: confirmation mails to both addresses, applied after both links', async () => {
    const { client, email } = await confirmedUser('change')
    const next = uniqueEmail('changed')
    const { data, error } = await client.auth.updateUser(
      { email: next },
      { emailRedirectTo: 'http://localhost:3000/account' },
    )
    expect(error).toBeNull()
    expect(data.user?.email).toBe(email)
    expect(data.user?.new_email).toBe(next)
    expectRecentTimestamp(data.user?.email_change_sent_at)
    const toNew = await h.mail.latest(next)
    const toOld = await h.mail.latest(email)
    expect(toNew.subject).toBe('Confirm Email Change')
    expect(toOld.subject).toBe('Confirm Email Change')
    expect(toNew.text).toContain(`from ${email} to ${next}`)

    const half = await follow(toNew.links[0] as string)
    expect(fragmentOf(half).get('message')).toBe(
      'Confirmation link accepted. Please proceed to confirm link sent to the other email',
    )
    expect((await client.auth.refreshSession()).data.user?.email).toBe(email)
    const done = await follow(toOld.links[0] as string)
    expect(done.pathname).toBe('/account')
    expect(fragmentOf(done).get('type')).toBe('email_change')
    const { data: after } = await client.auth.refreshSession()
    expect(after.user?.email).toBe(next)
    expect(after.user?.new_email).toBeUndefined()
    const { data: profile } = await client.from('profiles').select('email').single()
    expect(profile?.email).toBe(next)
    expect((await h.client().auth.signInWithPassword({ email: next, password })).error).toBeNull()
  })

  test('email change to a taken address is email_exists', async () => {
    const { client } = await confirmedUser('taken')
    const { error } = await client.auth.updateUser({ email: 'admin@scholarlysupport.co' })
    expect(error).toMatchObject({
      status: 422,
      code: 'email_exists',
      message: 'A user with this email address has already been registered',
    })
  })
})

describe('password recovery', () => {
  test('recovery mail → link signs in → updateUser sets the new password', async () => {
    const { email } = await confirmedUser('recover')
    const client = h.client()
    const { error } = await client.auth.resetPasswordForEmail(email, {
      redirectTo: 'http://localhost:3000/reset',
    })
    expect(error).toBeNull()
    const mail = await h.mail.latest(email)
    expect(mail.subject).toBe('Reset Your Password')
    const landing = await follow(mail.links[0] as string)
    expect(landing.pathname).toBe('/reset')
    const fragment = fragmentOf(landing)
    expect(fragment.get('type')).toBe('recovery')
    const { error: setError } = await client.auth.setSession({
      access_token: fragment.get('access_token') as string,
      refresh_token: fragment.get('refresh_token') as string,
    })
    expect(setError).toBeNull()
    expect((await client.auth.updateUser({ password: 'Recovered1' })).error).toBeNull()
    const signIn = await h.client().auth.signInWithPassword({ email, password: 'Recovered1' })
    expect(signIn.error).toBeNull()
  })

  test('unknown addresses get the same empty answer and no mail', async () => {
    const email = uniqueEmail('ghost')
    const { data, error } = await h.client().auth.resetPasswordForEmail(email)
    expect(error).toBeNull()
    expect(data).toEqual({})
    expect(await h.mail.list(email)).toHaveLength(0)
  })

  test('recovery with PKCE: link → ?code= → exchange (PASSWORD_RECOVERY)', async () => {
    const { email } = await confirmedUser('pkce-recover')
    const client = h.client({ flowType: 'pkce' })
    await client.auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:3000/reset' })
    const link = (await h.mail.latest(email)).links[0] as string
    expect(new URL(link).searchParams.get('token')).toMatch(/^pkce_[0-9a-f]{56}$/)
    const landing = await follow(link)
    const code = landing.searchParams.get('code') as string
    expect(code).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
    const events: string[] = []
    client.auth.onAuthStateChange((event) => void events.push(event))
    const { data, error } = await client.auth.exchangeCodeForSession(code)
    expect(error).toBeNull()
    expect(data.user?.email).toBe(email)
    expect(events).toContain('PASSWORD_RECOVERY')
  })
})

describe('magic links (signInWithOtp)', () => {
  test('a confirmed user gets a magic link that signs in', async () => {
    const { email } = await confirmedUser('magic')
    const client = h.client()
    const { error } = await client.auth.signInWithOtp({
      email,
      options: { shouldCreateUser: false, emailRedirectTo: 'http://localhost:3000/in' },
    })
    expect(error).toBeNull()
    const mail = await h.mail.latest(email)
    expect(mail.subject).toBe('Your Magic Link')
    const landing = await follow(mail.links[0] as string)
    expect(fragmentOf(landing).get('type')).toBe('magiclink')
    expect(fragmentOf(landing).get('access_token')).toMatch(JWT)
  })

  test('unknown addresses: otp_disabled without shouldCreateUser, a confirmation mail with it', async () => {
    const email = uniqueEmail('otp-new')
    const refused = await h
      .client()
      .auth.signInWithOtp({ email, options: { shouldCreateUser: false } })
    expect(refused.error).toMatchObject({ status: 422, code: 'otp_disabled' })
    const created = await h.client().auth.signInWithOtp({ email })
    expect(created.error).toBeNull()
    expect((await h.mail.latest(email)).subject).toBe('Confirm Your Signup')
  })
})

describe('resend', () => {
  test('resends the sign-up confirmation; confirmed users get nothing', async () => {
    const email = uniqueEmail('resend')
    await h.client().auth.signUp({ email, password })
    const { error } = await h.client().auth.resend({ type: 'signup', email })
    expect(error).toBeNull()
    const mails = await h.mail.list(email)
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Confirm Your Signup',
      'Confirm Your Signup',
    ])
    await follow(mails[0]?.links[0] as string)
    await h.client().auth.resend({ type: 'signup', email })
    expect(await h.mail.list(email)).toHaveLength(2)
  })

  test('resends in the implicit flow after a PKCE sign-up, as GoTrue does', async () => {
    const email = uniqueEmail('resend-pkce')
    const client = h.client({ flowType: 'pkce' })
    await client.auth.signUp({
      email,
      password,
      options: { emailRedirectTo: 'http://localhost:3000/' },
    })
    const first = new URL((await h.mail.latest(email)).links[0] as string)
    expect(first.searchParams.get('token')).toMatch(/^pkce_/)
    expect((await client.auth.resend({ type: 'signup', email })).error).toBeNull()
    const again = new URL((await h.mail.latest(email)).links[0] as string)
    expect(again.searchParams.get('token')).not.toMatch(/^pkce_/)
    const landing = await follow(again.toString())
    expect(landing.searchParams.get('code')).toBeNull()
    expect(fragmentOf(landing).get('type')).toBe('signup')
    expect(fragmentOf(landing).get('access_token')).toMatch(JWT)
  })

  test('mail frequency per address: "you can only request this after"', async () => {
    const spaced = await startAuthHarness({ rateLimits: { emailFrequencySeconds: 60 } })
    try {
      const email = uniqueEmail('spaced')
      await spaced.client().auth.signUp({ email, password })
      const { error } = await spaced.client().auth.resend({ type: 'signup', email })
      expect(error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' })
      expect(error?.message).toMatch(
        /^For security purposes, you can only request this after \d+ seconds\.$/,
      )
    } finally {
      await spaced.stop()
    }
  })
})
