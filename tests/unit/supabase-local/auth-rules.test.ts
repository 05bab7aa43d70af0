import { describe, expect, test } from 'vitest'
import { parseGoDuration } from '@/supabase/local/auth/duration.ts'
import { resolveAuthOptions } from '@/supabase/local/auth/options.ts'
import { tokenHash } from '@/supabase/local/auth/otp.ts'
import { passwordWeakness } from '@/supabase/local/auth/passwords.ts'
import { encodeValues, isRedirectAllowed, referrer } from '@/supabase/local/auth/redirect.ts'
import { createRateLimiter } from '@/supabase/local/auth/rate-limit.ts'
import { extractLinks } from '@/supabase/local/mail/outbox.ts'

const options = resolveAuthOptions()

describe('redirect allow list', () => {
  test.each([
    ['http://localhost:3000/auth/callback', true],
    ['http://localhost:9999', true],
    ['http://127.0.0.1:3000', true],
    ['http://127.0.0.1:3000/auth/callback?next=/dashboard', true],
    ['https://evil.example.com/', false],
    ['http://127.0.0.1.evil.com:3000/', false],
    ['', false],
  ])('%s → %s', (url, allowed) => {
    expect(isRedirectAllowed(url, options)).toBe(allowed)
  })

  test('globs: * stops at separators, ** does not', () => {
    const custom = resolveAuthOptions({
      siteUrl: 'https://app.example.com',
      additionalRedirectUrls: ['https://*.example.org/callback', 'https://preview.example.net/**'],
    })
    expect(isRedirectAllowed('https://pr-1.example.org/callback', custom)).toBe(true)
    expect(isRedirectAllowed('https://a.b.example.org/callback', custom)).toBe(false)
    expect(isRedirectAllowed('https://preview.example.net/a/b/c', custom)).toBe(true)
    expect(referrer('https://elsewhere.io', undefined, custom)).toBe('https://app.example.com')
  })
})

describe('password policy', () => {
  test('length and character sets, with GoTrue messages', () => {
    expect(passwordWeakness('Passw0rdOK', options)).toBeNull()
    expect(passwordWeakness('short1', options)).toEqual({
      reasons: ['length'],
      message: 'Password should be at least 8 characters.',
    })
    expect(passwordWeakness('12345678', options)?.reasons).toEqual(['characters'])
  })
})

test('token hash is hex SHA-224 of address + code', () => {
  expect(tokenHash('a@b.co', '123456')).toMatch(/^[0-9a-f]{56}$/)
  expect(tokenHash('a@b.co', '123456')).toBe(tokenHash('a@b.co', '123456'))
})

test('Go durations', () => {
  expect(parseGoDuration('24h')).toBe(86_400_000)
  expect(parseGoDuration('1h30m')).toBe(5_400_000)
  expect(parseGoDuration('1.5s')).toBe(1500)
  expect(() => parseGoDuration('forever')).toThrow(/invalid format for ban duration/)
})

test('fragments are encoded like url.Values: sorted keys', () => {
  expect(encodeValues({ type: 'signup', access_token: 'a.b', sb: '' })).toBe(
    'access_token=a.b&sb=&type=signup',
  )
})

test('fixed-window rate limiter', () => {
  let now = 0
  const limiter = createRateLimiter(() => now)
  const limit = { max: 2, windowSeconds: 10 }
  expect([1, 2, 3].map(() => limiter.take('b', 'ip', limit))).toEqual([true, true, false])
  expect(limiter.take('b', 'other', limit)).toBe(true)
  now = 10_000
  expect(limiter.take('b', 'ip', limit)).toBe(true)
})

test('mail links are unescaped hrefs in order', () => {
  expect(extractLinks('<a href="http://x/?a=1&amp;b=2">x</a> <a href=\'/y\'>y</a>')).toEqual([
    'http://x/?a=1&b=2',
    '/y',
  ])
})

describe('WebAuthn relying party', () => {
  test('passkeys and WebAuthn MFA verification are off by default and need the relying party', () => {
    expect(options.passkey).toEqual({ enabled: false, maxPerUser: 10 })
    expect(options.mfa.webauthn.verify).toBe(false)
    expect(() => resolveAuthOptions({ passkey: { enabled: true } })).toThrow(
      'auth.webauthn.rpId is required',
    )
    expect(() =>
      resolveAuthOptions({
        mfa: { webauthn: { enroll: true, verify: true } },
        webauthn: { rpId: 'localhost', rpDisplayName: 'Local' },
      }),
    ).toThrow('auth.webauthn.rpOrigins is required')
    const relyingParty = { rpId: 'localhost', rpDisplayName: 'Local', rpOrigins: ['http://x'] }
    expect(
      resolveAuthOptions({ passkey: { enabled: true }, webauthn: relyingParty }).webauthn,
    ).toEqual({ ...relyingParty, challengeExpirySeconds: 300 })
  })
})
