import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { LEAD_EMAIL_PATTERN, leadEmailError } from '@/components/home/study-guide/submit-lead'
import { leadCaptureError, leadCaptureSchema } from '@/lib/validation/leads'

/** What the server says of an address: null when it accepts it, else its message. */
function serverError(email: string): string | null {
  const parsed = leadCaptureSchema.safeParse({ email, sourcePath: '/', captchaToken: '' })
  return parsed.success ? null : leadCaptureError(parsed.error)
}

describe('leadEmailError (the study-guide form checking the address before sending)', () => {
  it('uses zod’s own email pattern', () => {
    expect(LEAD_EMAIL_PATTERN.source).toBe(z.regexes.email.source)
    expect(LEAD_EMAIL_PATTERN.flags).toBe(z.regexes.email.flags)
  })

  it.each([
    'student@example.org',
    '  Student@Example.ORG  ',
    "o'neil+guide@uni.ac.uk",
    'not-an-email',
    'someone@example',
    'a@b.c',
    'two@@example.org',
    'spaces in@example.org',
    '.dot@example.org',
    'dot.@example.org',
    '   ',
    '',
    `${'a'.repeat(310)}@example.org`,
    `${'a'.repeat(308)}@example.org`,
  ])('says what the server says of %j', (email) => {
    expect(leadEmailError(email)).toBe(serverError(email))
  })

  it('words each problem as the schema does', () => {
    expect(leadEmailError('not-an-email')).toBe('Please enter a valid email address.')
    expect(leadEmailError('  ')).toBe('Please enter your email address.')
    expect(leadEmailError(`${'a'.repeat(320)}@example.org`)).toBe('That email address is too long.')
    expect(leadEmailError(' student@example.org ')).toBeNull()
  })
})
