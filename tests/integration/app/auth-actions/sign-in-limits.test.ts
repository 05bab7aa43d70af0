import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type * as SignInAttempts from '@/lib/auth/sign-in-attempts'
import type { signInAction } from '@/lib/actions/auth/sign-in'
import type { signUpAction } from '@/lib/actions/auth/sign-up'
import { CAPTCHA_MISSING } from '@/lib/http/turnstile'

import { startProfileHarness, type ProfileHarness } from '../profile/harness'
import { pointAppAtSupabaseLocal } from '../../../support/app-env'
import { cookieJar, requestHeaders } from '../../../support/next-headers'
import { standInForTurnstile } from '../../../support/turnstile-stand-in'
import { startHarness, type SupabaseLocalHarness } from '../../../support/supabase-local-harness'

// The app's own limits in front of sign-in and sign-up (issue 17, point 10), the record of every
// sign-in attempt the admin security page reads, and the captcha hook on sign-up.
vi.mock('next/headers', () => import('../../../support/next-headers'))

let harness: ProfileHarness
let signIn: typeof signInAction
let signUp: typeof signUpAction
let limits: typeof SignInAttempts

async function importActions() {
  signIn = (await import('@/lib/actions/auth/sign-in')).signInAction
  signUp = (await import('@/lib/actions/auth/sign-up')).signUpAction
  limits = await import('@/lib/auth/sign-in-attempts')
}

beforeAll(async () => {
  harness = await startProfileHarness()
  pointAppAtSupabaseLocal(harness.local)
  delete process.env.TURNSTILE_SECRET_KEY
  delete process.env.SUPABASE_SECRET_KEY
  await importActions()
})

afterAll(async () => {
  requestHeaders.delete('x-forwarded-for')
  delete process.env.TURNSTILE_SECRET_KEY
  delete process.env.SUPABASE_SECRET_KEY
  await harness?.stop()
})

let addressCounter = 0
function freshAddress() {
  addressCounter += 1
  const address = `198.51.100.${addressCounter}`
  requestHeaders.set('x-forwarded-for', address)
  cookieJar.clear()
  return address
}

type Attempt = {
  email: string
  user_id: string | null
  succeeded: boolean
  failure_reason: string | null
  client_address: string | null
}

async function attempts(email: string): Promise<Attempt[]> {
  const { rows } = await harness.local.pg.query<Attempt>(
    `select email, user_id, succeeded, failure_reason, host(client_address) as client_address
     from public.sign_in_attempts where email = lower($1) order by id`,
    [email],
  )
  return rows
}

describe('sign-in attempts are recorded per account', () => {
  it('a success, a wrong password and an unknown address, each with the client address', async () => {
    const member = await harness.createMember('recorded')
    const address = freshAddress()
    expect(await signIn({ email: member.email, password: 'Wrong1234' })).toMatchObject({
      ok: false,
    })
    expect(await signIn({ email: member.email.toUpperCase(), password: member.password })).toEqual({
      ok: true,
      data: undefined,
    })
    expect(await attempts(member.email)).toEqual([
      {
        email: member.email,
        user_id: member.id,
        succeeded: false,
        failure_reason: 'invalid_credentials',
        client_address: address,
      },
      {
        email: member.email,
        user_id: member.id,
        succeeded: true,
        failure_reason: null,
        client_address: address,
      },
    ])

    const stranger = `nobody.${Date.now()}@example.com`
    await signIn({ email: stranger, password: 'Whatever123' })
    expect(await attempts(stranger)).toMatchObject([
      { user_id: null, succeeded: false, failure_reason: 'invalid_credentials' },
    ])
  })

  it('an unconfirmed account is recorded as such', async () => {
    const member = await harness.createMember('unconfirmed', { confirmed: false })
    freshAddress()
    await signIn({ email: member.email, password: member.password })
    expect(await attempts(member.email)).toMatchObject([
      { succeeded: false, failure_reason: 'email_not_confirmed' },
    ])
  })

  it('the admin view sums them up per account; members cannot read them', async () => {
    const member = await harness.createMember('summary')
    freshAddress()
    await signIn({ email: member.email, password: 'Wrong1234' })
    await signIn({ email: member.email, password: 'Wrong5678' })
    const { data } = await harness.admin
      .from('sign_in_accounts')
      .select('*')
      .eq('email', member.email)
      .single()
    expect(data).toMatchObject({
      user_id: member.id,
      attempts: 2,
      failures_last_24_hours: 2,
      failures_since_last_success: 2,
      last_success_at: null,
    })
    const own = await member.client.from('sign_in_attempts').select('*')
    expect(own.data).toEqual([])
  })
})

describe('limits in front of sign-in', () => {
  it(`locks an account from an address after ${10} wrong passwords from it, even for the right one`, async () => {
    const member = await harness.createMember('locked')
    const address = freshAddress()
    for (let i = 0; i < limits.MAX_FAILED_SIGN_INS; i++) {
      await signIn({ email: member.email, password: `Wrong${i}pass` })
    }
    expect(await signIn({ email: member.email, password: member.password })).toEqual({
      ok: false,
      error: limits.ACCOUNT_LOCKED,
    })
    expect((await attempts(member.email)).at(-1)).toMatchObject({
      failure_reason: 'rate_limited',
      client_address: address,
    })
    expect(cookieJar.size).toBe(0)

    // Another account is not affected.
    const other = await harness.createMember('unlocked')
    expect((await signIn({ email: other.email, password: other.password })).ok).toBe(true)

    await harness.local.pg.query(
      `update public.sign_in_attempts set created_at = created_at - interval '16 minutes'
       where email = $1`,
      [member.email],
    )
    requestHeaders.set('x-forwarded-for', address)
    cookieJar.clear()
    expect((await signIn({ email: member.email, password: member.password })).ok).toBe(true)
  })

  it('wrong passwords from other addresses never lock the owner out', async () => {
    const member = await harness.createMember('targeted')
    for (let i = 0; i < limits.MAX_FAILED_SIGN_INS; i++) {
      freshAddress()
      await signIn({ email: member.email, password: `Wrong${i}pass` })
    }
    freshAddress()
    expect((await signIn({ email: member.email, password: member.password })).ok).toBe(true)
  })

  it('limits one client address, not everyone', async () => {
    const member = await harness.createMember('busy')
    const address = freshAddress()
    await harness.local.pg.query(
      `insert into private.rate_limits (key, hits, expires_at)
       values ($1, 100, now() + interval '10 minutes')`,
      [`signin:ip:${address}`],
    )
    expect(await signIn({ email: member.email, password: member.password })).toEqual({
      ok: false,
      error: limits.TOO_MANY_ATTEMPTS,
    })
    freshAddress()
    expect((await signIn({ email: member.email, password: member.password })).ok).toBe(true)
  })
})

describe('limits in front of sign-up', () => {
  it('three sign-ups per email an hour, then a refusal without another confirmation email', async () => {
    const email = `signup.${Date.now()}@example.com`
    const input = { fullName: 'Sam Student', email, password: 'Study1234pass' }
    for (let i = 0; i < 3; i++) {
      freshAddress()
      expect((await signUp(input)).ok).toBe(true)
    }
    freshAddress()
    expect(await signUp(input)).toEqual({ ok: false, error: limits.TOO_MANY_ATTEMPTS })
  })

  it('limits one client address', async () => {
    const address = freshAddress()
    await harness.local.pg.query(
      `insert into private.rate_limits (key, hits, expires_at)
       values ($1, 40, now() + interval '1 hour')`,
      [`signup:ip:${address}`],
    )
    const email = `signup.ip.${Date.now()}@example.com`
    expect(await signUp({ fullName: 'Sam Student', email, password: 'Study1234pass' })).toEqual({
      ok: false,
      error: limits.TOO_MANY_ATTEMPTS,
    })
  })
})

describe('with a captcha secret, a secret API key and IP address forwarding on', () => {
  // A Supabase Local of its own, whose Auth honours Sb-Forwarded-For from the secret key (as a
  // hosted project with "IP address forwarding" on) and allows 3 sign-ins per address.
  let forwarding: SupabaseLocalHarness

  beforeAll(async () => {
    forwarding = await startHarness({
      realtime: false,
      auth: {
        bcryptCost: 4,
        ipAddressForwarding: true,
        rateLimits: { signInSignUps: { max: 3, windowSeconds: 300 } },
      },
    })
    pointAppAtSupabaseLocal(forwarding.local)
    process.env.TURNSTILE_SECRET_KEY = 'test-turnstile-secret'
    process.env.SUPABASE_SECRET_KEY = forwarding.local.keys.secretKey
    vi.resetModules()
    await importActions()
  })

  afterAll(async () => {
    await forwarding?.stop()
  })

  it('sign-up asks for the captcha first and creates nothing without it', async () => {
    freshAddress()
    const email = `captcha.${Date.now()}@example.com`
    expect(await signUp({ fullName: 'Sam Student', email, password: 'Study1234pass' })).toEqual({
      ok: false,
      error: CAPTCHA_MISSING,
    })
    const { rows } = await forwarding.local.pg.query('select 1 from auth.users where email = $1', [
      email,
    ])
    expect(rows).toEqual([])
  })

  it('Auth counts each visitor’s address, not the server’s', async () => {
    const email = `forwarded.${Date.now()}@example.com`
    const password = 'Study1234pass'
    const created = await forwarding.service.auth.admin.createUser({
      email,
      password,
      email_confirm: true,
    })
    expect(created.error).toBeNull()

    const first = freshAddress()
    for (let i = 0; i < 3; i++) {
      cookieJar.clear()
      expect(await signIn({ email, password })).toEqual({ ok: true, data: undefined })
    }
    expect([...cookieJar.keys()].some((name) => /^sb-.+-auth-token/.test(name))).toBe(true)
    requestHeaders.set('x-forwarded-for', first)
    expect(await signIn({ email, password })).toMatchObject({ ok: false })
    const { rows } = await forwarding.local.pg.query<{ failure_reason: string }>(
      'select failure_reason from public.sign_in_attempts where email = $1 order by id desc limit 1',
      [email],
    )
    expect(rows[0]?.failure_reason).toBe('rate_limited')

    // Another visitor behind the same server still signs in: Auth saw two addresses.
    freshAddress()
    expect(await signIn({ email, password })).toEqual({ ok: true, data: undefined })
  })

  it('sign-up verifies the captcha with the visitor’s address, and Auth counts each visitor', async () => {
    const turnstile = standInForTurnstile(true)
    try {
      const first = freshAddress()
      const signUpFrom = (label: string) =>
        signUp({
          fullName: 'Sam Student',
          email: `${label}.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`,
          password: 'Study1234pass',
          captchaToken: 'token-from-widget',
        })
      const outcomes = []
      for (let i = 0; i < 4; i++) outcomes.push((await signUpFrom('crowd')).ok)
      expect(outcomes).toEqual([true, true, true, false])
      expect(turnstile.verifications[0]).toEqual({
        secret: 'test-turnstile-secret',
        response: 'token-from-widget',
        remoteip: first,
      })
      // Another visitor behind the same server still signs up: Auth saw two addresses.
      freshAddress()
      expect(await signUpFrom('neighbour')).toEqual({ ok: true, data: undefined })
    } finally {
      turnstile.restore()
    }
  })

  it('without the secret key Auth sees only the server: every visitor shares one budget', async () => {
    delete process.env.SUPABASE_SECRET_KEY
    vi.resetModules()
    await importActions()
    const email = `shared.${Date.now()}@example.com`
    const password = 'Study1234pass'
    await forwarding.service.auth.admin.createUser({ email, password, email_confirm: true })
    const outcomes = []
    for (let i = 0; i < 4; i++) {
      freshAddress()
      outcomes.push((await signIn({ email, password })).ok)
    }
    expect(outcomes).toEqual([true, true, true, false])
  })
})
