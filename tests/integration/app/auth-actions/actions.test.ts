import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { requestPasswordResetAction } from '@/lib/actions/auth/request-password-reset'
import type { resendConfirmationAction } from '@/lib/actions/auth/resend-confirmation'
import type { signInAction } from '@/lib/actions/auth/sign-in'
import type { signInWithGoogleAction } from '@/lib/actions/auth/sign-in-with-google'
import { WEAK_PASSWORD } from '@/lib/actions/auth/auth-failure'
import type { signUpAction } from '@/lib/actions/auth/sign-up'
import type { updatePasswordAction } from '@/lib/actions/auth/update-password'

import { RETURN_PATH_COOKIE, rootAuthReturn } from '@/lib/auth/return-path'

import { startProfileHarness, type ProfileHarness } from '../profile/harness'
import { pointAppAtSupabaseLocal } from '../../../support/app-env'
import { cookieJar as jar, cookieOptions, requestHeaders } from '../../../support/next-headers'

// Supabase itself is the real local server; only the Next request is stood in for.
vi.mock('next/headers', () => import('../../../support/next-headers'))

let harness: ProfileHarness
let actions: {
  signIn: typeof signInAction
  signUp: typeof signUpAction
  google: typeof signInWithGoogleAction
  reset: typeof requestPasswordResetAction
  resend: typeof resendConfirmationAction
  updatePassword: typeof updatePasswordAction
}

beforeAll(async () => {
  harness = await startProfileHarness()
  pointAppAtSupabaseLocal(harness.local)
  actions = {
    signIn: (await import('@/lib/actions/auth/sign-in')).signInAction,
    signUp: (await import('@/lib/actions/auth/sign-up')).signUpAction,
    google: (await import('@/lib/actions/auth/sign-in-with-google')).signInWithGoogleAction,
    reset: (await import('@/lib/actions/auth/request-password-reset')).requestPasswordResetAction,
    resend: (await import('@/lib/actions/auth/resend-confirmation')).resendConfirmationAction,
    updatePassword: (await import('@/lib/actions/auth/update-password')).updatePasswordAction,
  }
})

afterAll(async () => {
  await harness?.stop()
})

describe('auth actions reject bad input with field errors', () => {
  it.each([
    ['sign-in', () => actions.signIn({ email: 'nope', password: '' }), ['email', 'password']],
    [
      'sign-up',
      () => actions.signUp({ fullName: '', email: 'a@b', password: '' }),
      ['email', 'password'],
    ],
    ['password reset', () => actions.reset({ email: 42 }), ['email']],
    [
      'new password',
      () => actions.updatePassword({ password: '', confirmPassword: 'other' }),
      ['password', 'confirmPassword'],
    ],
  ])('%s', async (_name, call, fields) => {
    const result = await call()
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(Object.keys(result.fieldErrors ?? {}).sort()).toEqual([...fields].sort())
  })

  it('rejects a payload that is not an object at all', async () => {
    expect(await actions.signIn('email=x')).toMatchObject({ ok: false })
  })
})

describe('auth actions against Supabase Auth', () => {
  it('signs in with the right password and sets session cookies', async () => {
    jar.clear()
    const member = await harness.createMember('signin')
    expect(await actions.signIn({ email: member.email, password: member.password })).toEqual({
      ok: true,
      data: undefined,
    })
    expect([...jar.keys()].some((name) => /^sb-.+-auth-token/.test(name))).toBe(true)
  })

  it("passes on the provider's message for a wrong password", async () => {
    jar.clear()
    const member = await harness.createMember('wrongpass')
    expect(await actions.signIn({ email: member.email, password: 'Wrong1234' })).toEqual({
      ok: false,
      error: 'Invalid login credentials',
    })
    expect(jar.size).toBe(0)
  })

  it('refuses a new password without a signed-in user', async () => {
    jar.clear()
    expect(
      await actions.updatePassword({ password: 'NewPass123', confirmPassword: 'NewPass123' }),
    ).toEqual({ ok: false, error: 'No user logged in' })
  })

  it.each([
    ['//evil.example/path', '/'],
    ['https://evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/dashboard?tab=orders', '/dashboard?tab=orders'],
  ])(
    'Google sign-in redirects to the site root and keeps next=%j on the site',
    async (next, expected) => {
      jar.clear()
      const result = await actions.google({ next })
      expect(result.ok).toBe(true)
      if (!result.ok) return
      const authorize = new URL(result.data.url)
      expect(authorize.searchParams.get('provider')).toBe('google')
      expect(authorize.searchParams.get('redirect_to')).toBe('http://localhost:3000/')
      expect(jar.get(RETURN_PATH_COOKIE)).toBe(expected)
    },
  )

  it('keeps the return path in a first-party, script-proof cookie, secure behind a proxy that says https', async () => {
    const expected = { httpOnly: true, sameSite: 'lax', path: '/', maxAge: 600 }
    jar.clear()
    expect((await actions.google({ next: '/quizzes' })).ok).toBe(true)
    expect(cookieOptions.get(RETURN_PATH_COOKIE)).toEqual({ ...expected, secure: false })

    // A script's own Origin and X-Forwarded-Host change nothing: no proxy is configured.
    requestHeaders.set('origin', 'https://scholarly.example')
    requestHeaders.set('x-forwarded-host', 'scholarly.example')
    try {
      const forged = await actions.google({ next: '/quizzes' })
      if (!forged.ok) throw new Error(forged.error)
      expect(new URL(forged.data.url).searchParams.get('redirect_to')).toBe(
        'http://localhost:3000/',
      )
      expect(cookieOptions.get(RETURN_PATH_COOKIE)).toEqual({ ...expected, secure: false })
    } finally {
      requestHeaders.set('origin', 'http://localhost:3000')
      requestHeaders.delete('x-forwarded-host')
    }

    // One proxy in front, ending TLS for the public host: its headers count.
    // The proxy trust is read when its module loads; the mocked request stays the same.
    vi.stubEnv('TRUSTED_PROXY_HOPS', '1')
    vi.resetModules()
    requestHeaders.set('x-forwarded-host', 'scholarly.example')
    requestHeaders.set('x-forwarded-proto', 'https')
    try {
      const { signInWithGoogleAction } = await import('@/lib/actions/auth/sign-in-with-google')
      const result = await signInWithGoogleAction({ next: '/quizzes' })
      if (!result.ok) throw new Error(result.error)
      expect(new URL(result.data.url).searchParams.get('redirect_to')).toBe(
        'https://scholarly.example/',
      )
      expect(cookieOptions.get(RETURN_PATH_COOKIE)).toEqual({ ...expected, secure: true })
    } finally {
      requestHeaders.delete('x-forwarded-host')
      requestHeaders.delete('x-forwarded-proto')
      vi.unstubAllEnvs()
      vi.resetModules()
    }
  })

  it('signs up with the name and a confirmation link back to the site root', async () => {
    jar.clear()
    const email = `new.student.${Date.now()}@example.com`
    expect(
      await actions.signUp({
        fullName: 'Nia Newcomer',
        email,
        password: 'Study1234pass',
        confirmPassword: 'Study1234pass',
        captchaToken: '',
      }),
    ).toEqual({ ok: true, data: undefined })
    const { rows } = await harness.local.pg.query<{ name: string }>(
      "select raw_user_meta_data->>'full_name' as name from auth.users where email = $1",
      [email],
    )
    expect(rows).toEqual([{ name: 'Nia Newcomer' }])
    expect(await redirectInLatestEmail(email)).toBe('http://localhost:3000/')
  })

  it('a sign-up sent from another page keeps where it was heading for a day, in the same script-proof cookie', async () => {
    jar.clear()
    const email = `heading.back.${Date.now()}@example.com`
    const next = '/services#proofreading'
    expect(
      await actions.signUp({ email, password: 'Study1234pass', captchaToken: '', next }),
    ).toEqual({ ok: true, data: undefined })
    expect(jar.get(RETURN_PATH_COOKIE)).toBe(next)
    // The confirmation link may be followed hours later (Auth's mailer OTP expiry), not minutes.
    expect(cookieOptions.get(RETURN_PATH_COOKIE)).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      secure: false,
      path: '/',
      maxAge: 86_400,
    })
    // The spec's redirect is unchanged: the link still goes to the site root.
    expect(await redirectInLatestEmail(email)).toBe('http://localhost:3000/')

    // Followed in this browser: Auth sends a code to the root, the proxy hands it to the
    // callback with the kept path, and the callback signs in and goes on there.
    const root = await followVerifyLink(email)
    expect(`${root.origin}${root.pathname}`).toBe('http://localhost:3000/')
    const callbackPath = rootAuthReturn(root.searchParams, jar.get(RETURN_PATH_COOKIE))
    expect(new URL(callbackPath!, root).searchParams.get('next')).toBe(next)
    const { GET } = await import('@/app/auth/callback/route')
    const { NextRequest } = await import('next/server')
    const response = await GET(new NextRequest(new URL(callbackPath!, root)))
    expect(response.headers.get('location')).toBe(next)
  })

  it.each([
    ['another host, protocol-relative', '//evil.example/path', '/'],
    ['another host, absolute', 'https://evil.example', '/'],
    ['a backslash a browser reads as another host', '/\\evil.example', '/'],
    ['no return path', undefined, '/'],
    ['a path too long to keep (dropped, not an error)', `/services#${'x'.repeat(2000)}`, '/'],
  ])('a sign-up with %s returns to the site root', async (_case, next, expected) => {
    jar.clear()
    // An earlier return path, say from a Google sign-in given up on, does not outlive a sign-up.
    jar.set(RETURN_PATH_COOKIE, '/quizzes')
    const email = `safe.next.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`
    expect(
      await actions.signUp({ email, password: 'Study1234pass', captchaToken: '', next }),
    ).toEqual({ ok: true, data: undefined })
    expect(jar.get(RETURN_PATH_COOKIE)).toBe(expected)
  })

  it('keeps the return path only once Auth has taken the sign-up', async () => {
    jar.clear()
    const email = `refused.${Date.now()}@example.com`
    const signUp = (password: string) =>
      actions.signUp({ email, password, captchaToken: '', next: '/services#editing' })
    expect((await signUp('short1')).ok).toBe(false)
    expect(jar.has(RETURN_PATH_COOKIE)).toBe(false)
    expect(await signUp('Study1234pass')).toEqual({ ok: true, data: undefined })
    expect(jar.get(RETURN_PATH_COOKIE)).toBe('/services#editing')
  })

  it('signs up with only an email and a password, leaving the name to the profile', async () => {
    jar.clear()
    const email = `nameless.${Date.now()}@example.com`
    expect(await actions.signUp({ email, password: 'Study1234pass', captchaToken: '' })).toEqual({
      ok: true,
      data: undefined,
    })
    const { rows } = await harness.local.pg.query<{ full_name: string | null }>(
      'select full_name from public.profiles where email = $1',
      [email],
    )
    expect(rows).toEqual([{ full_name: null }])
  })

  it("shows Auth's own message for a weak password, and counts only sign-ups that mail", async () => {
    jar.clear()
    const email = `weak.password.${Date.now()}@example.com`
    const signUp = (password: string) =>
      actions.signUp({ fullName: 'Wes Weak', email, password, captchaToken: '' })
    // More refusals than the address's three sign-ups an hour: none of them sent mail.
    for (const weak of ['abc', 'lettersonly', '12345678', 'short1']) {
      const result = await signUp(weak)
      expect(result.ok).toBe(false)
      if (result.ok) return
      expect(result.error).toMatch(/^Password should /)
      expect(result.fieldErrors).toEqual({ password: [WEAK_PASSWORD] })
    }
    expect(await signUp('Strong2026pass')).toEqual({ ok: true, data: undefined })
  })

  it('emails a recovery link that comes back through the callback to the new-password form', async () => {
    jar.clear()
    const member = await harness.createMember('forgetful')
    expect(await actions.reset({ email: member.email })).toEqual({ ok: true, data: undefined })
    expect(await redirectInLatestEmail(member.email)).toBe(
      'http://localhost:3000/auth/callback?next=%2Fauth%2Freset',
    )
    // Anyone can ask for a reset to any address: three an hour per address, then no more mail.
    expect((await actions.reset({ email: member.email })).ok).toBe(true)
    expect((await actions.reset({ email: member.email.toUpperCase() })).ok).toBe(true)
    expect(await actions.reset({ email: member.email })).toEqual({
      ok: false,
      error: 'Too many attempts. Please wait a few minutes and try again.',
    })
    expect(await mailCount(member.email)).toBe(3)
  })

  it('sends the confirmation again to an unconfirmed account only, counted with its sign-ups', async () => {
    const waiting = await harness.createMember('waiting', { confirmed: false })
    const before = await mailCount(waiting.email)
    expect(await actions.resend({ email: waiting.email })).toEqual({ ok: true, data: undefined })
    expect(await mailCount(waiting.email)).toBe(before + 1)
    expect(await redirectInLatestEmail(waiting.email)).toBe(
      'http://localhost:3000/auth?confirmed=1',
    )

    // The same answer, and no mail, for a confirmed account or no account at all.
    const confirmed = await harness.createMember('confirmed')
    const unknown = `nobody.${Date.now()}@example.com`
    for (const email of [confirmed.email, unknown]) {
      expect(await actions.resend({ email })).toEqual({ ok: true, data: undefined })
      expect(await mailCount(email)).toBe(0)
    }

    // Three an hour per address, sign-ups included.
    expect((await actions.resend({ email: waiting.email })).ok).toBe(true)
    expect((await actions.resend({ email: waiting.email })).ok).toBe(true)
    expect(await actions.resend({ email: waiting.email })).toEqual({
      ok: false,
      error: 'Too many attempts. Please wait a few minutes and try again.',
    })
    expect(await mailCount(waiting.email)).toBe(before + 3)
  })
})

async function mailCount(to: string) {
  const response = await fetch(
    `${harness.local.url}/mail/api/messages?to=${encodeURIComponent(to)}`,
  )
  return ((await response.json()) as { messages: unknown[] }).messages.length
}

/** Follows the first link in the newest email to `to` as a browser would, up to the site. */
async function followVerifyLink(to: string) {
  const response = await fetch(
    `${harness.local.url}/mail/api/messages?to=${encodeURIComponent(to)}`,
  )
  const { messages } = (await response.json()) as { messages: { text: string }[] }
  const link = messages[0]?.text.match(/https?:\/\/\S+/)?.[0]
  if (!link) throw new Error(`No link in the newest email to ${to}`)
  const verified = await fetch(link, { redirect: 'manual' })
  return new URL(verified.headers.get('location')!)
}

/** The redirect_to of the first link in the newest email to `to` (the outbox lists newest first). */
async function redirectInLatestEmail(to: string) {
  const response = await fetch(
    `${harness.local.url}/mail/api/messages?to=${encodeURIComponent(to)}`,
  )
  const { messages } = (await response.json()) as { messages: { text: string }[] }
  const link = messages[0]?.text.match(/https?:\/\/\S+/)?.[0]
  return link ? new URL(link).searchParams.get('redirect_to') : null
}
