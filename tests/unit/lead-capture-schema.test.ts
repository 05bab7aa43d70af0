import { describe, expect, it } from 'vitest'

import { leadCaptureError, leadCaptureSchema } from '@/lib/validation/leads'

const parse = (input: unknown) => leadCaptureSchema.safeParse(input)

describe('leadCaptureSchema', () => {
  it('trims and lower-cases the email and fills the optional fields', () => {
    expect(parse({ email: '  Student@Example.ORG \n' })).toEqual({
      success: true,
      data: { email: 'student@example.org', sourcePath: '/', captchaToken: '' },
    })
  })

  it('keeps the page path and the captcha token as sent', () => {
    const result = parse({ email: 'a@example.org', sourcePath: '/articles/x', captchaToken: 'tok' })
    expect(result.data).toEqual({
      email: 'a@example.org',
      sourcePath: '/articles/x',
      captchaToken: 'tok',
    })
  })

  it.each([
    [{}, 'Please enter your email address.'],
    [{ email: '' }, 'Please enter your email address.'],
    [{ email: '   ' }, 'Please enter your email address.'],
    [{ email: 42 }, 'Please enter your email address.'],
    [{ email: 'student' }, 'Please enter a valid email address.'],
    [{ email: 'student@' }, 'Please enter a valid email address.'],
    [{ email: 'a b@example.org' }, 'Please enter a valid email address.'],
    [{ email: `${'a'.repeat(315)}@example.org` }, 'That email address is too long.'],
  ])('refuses %j with %j', (input, message) => {
    const result = parse(input)
    expect(result.success).toBe(false)
    if (!result.success) expect(leadCaptureError(result.error)).toBe(message)
  })

  it.each(['articles', '//evil.example/x', 'https://evil.example/', `/${'a'.repeat(2048)}`])(
    'refuses the source path %j',
    (sourcePath) => {
      expect(parse({ email: 'a@example.org', sourcePath }).success).toBe(false)
    },
  )

  it('refuses a token that is not a string', () => {
    expect(parse({ email: 'a@example.org', captchaToken: 1 }).success).toBe(false)
  })

  it.each([null, 'a@example.org', []])('names a body of %j an invalid request', (input) => {
    const result = parse(input)
    expect(result.success).toBe(false)
    if (!result.success) expect(leadCaptureError(result.error)).toBe('Invalid request body')
  })
})
