import { describe, expect, it } from 'vitest'
import type { z } from 'zod'

import {
  PASSWORD_RULES,
  forgotPasswordSchema,
  meetsPasswordPolicy,
  googleSignInSchema,
  newPasswordSchema,
  signInSchema,
  signUpActionSchema,
  signUpSchema,
} from '@/lib/validation/auth'

const problems = (result: { error?: z.ZodError }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`)

describe('auth schemas', () => {
  it('signs in with a trimmed email and a password of up to 72 characters', () => {
    expect(signInSchema.parse({ email: ' ada@example.org ', password: 'x' })).toStrictEqual({
      email: 'ada@example.org',
      password: 'x',
    })
    expect(problems(signInSchema.safeParse({ email: ' ', password: '' }))).toEqual([
      'email: Enter your email address',
      'password: Enter your password',
    ])
    expect(problems(signInSchema.safeParse({ email: 'ada', password: 'x'.repeat(73) }))).toEqual([
      'email: Enter a valid email address',
      'password: Use at most 72 characters',
    ])
    expect(signInSchema.safeParse({ email: 'a@b.co', password: 'x'.repeat(72) }).success).toBe(true)
  })

  it('takes email addresses of up to 254 characters', () => {
    const address = (length: number) => `${'a'.repeat(length - 12)}@example.org`
    expect(forgotPasswordSchema.safeParse({ email: address(254) }).success).toBe(true)
    expect(problems(forgotPasswordSchema.safeParse({ email: address(255) }))).toEqual([
      'email: That email address is too long',
    ])
  })

  it('lists the password policy and leaves enforcing it to Supabase Auth', () => {
    expect(PASSWORD_RULES.map((rule) => rule.label)).toEqual([
      'At least 8 characters',
      'At least one letter',
      'At least one number',
    ])
    expect(meetsPasswordPolicy('abcdefg1')).toBe(true)
    for (const weak of ['abcdef1', 'abcdefgh', '12345678', ''])
      expect(meetsPasswordPolicy(weak)).toBe(false)

    const signUp = (password: string, fullName = 'Ada Lovelace') =>
      problems(signUpSchema.safeParse({ fullName, email: 'ada@example.org', password }))
    expect(signUp('abcdefg1')).toEqual([])
    // Auth answers a weak one with its own message and reasons, which the form shows.
    expect(signUp('abc')).toEqual([])
    expect(signUp('')).toEqual(['password: Enter a password'])
    expect(signUp(`a1${'x'.repeat(70)}`)).toEqual([])
    expect(signUp(`a1${'x'.repeat(71)}`)).toEqual(['password: Use at most 72 characters'])
    expect(signUp('abcdefg1', ' ')).toEqual([])
    expect(signUpSchema.parse({ email: 'a@b.co', password: 'abcdefg1' }).fullName).toBe('')
    expect(signUp('abcdefg1', 'x'.repeat(101))).toEqual(['fullName: Use at most 100 characters'])
    expect(signUp('abcdefg1', 'x'.repeat(100))).toEqual([])
    expect(
      signUpSchema.parse({ fullName: ' Ada ', email: 'a@b.co', password: 'abcdefg1' }).fullName,
    ).toBe('Ada')
  })

  it('takes a captcha token of up to 4096 characters, empty by default', () => {
    const base = { fullName: 'Ada', email: 'a@b.co', password: 'abcdefg1' }
    expect(signUpActionSchema.parse(base).captchaToken).toBe('')
    expect(
      problems(signUpActionSchema.safeParse({ ...base, captchaToken: 'x'.repeat(4097) })),
    ).toEqual(['captchaToken: The verification token is too long.'])
    expect(signUpActionSchema.safeParse({ ...base, captchaToken: 'x'.repeat(4096) }).success).toBe(
      true,
    )
  })

  it('needs the new password twice', () => {
    expect(
      problems(newPasswordSchema.safeParse({ password: 'abcdefg1', confirmPassword: 'abcdefg2' })),
    ).toEqual(['confirmPassword: The passwords do not match'])
    expect(
      newPasswordSchema.safeParse({ password: 'abcdefg1', confirmPassword: 'abcdefg1' }).success,
    ).toBe(true)
  })

  it('takes a return path of up to 2000 characters for Google sign-in', () => {
    expect(googleSignInSchema.safeParse({}).success).toBe(true)
    expect(googleSignInSchema.safeParse({ next: 'x'.repeat(2000) }).success).toBe(true)
    expect(googleSignInSchema.safeParse({ next: 'x'.repeat(2001) }).success).toBe(false)
  })
})
