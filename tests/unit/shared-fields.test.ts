import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { slugField, slugify } from '@/lib/validation/admin/common'
import { emailField, firstIssue, nameField, optionalWebUrl, orNull } from '@/lib/validation/fields'
import { leadCaptureSchema, unsubscribeTokenSchema } from '@/lib/validation/leads'
import { primaryColorSchema } from '@/lib/validation/settings'

const messages = (result: { error?: z.ZodError }) =>
  (result.error?.issues ?? []).map((issue) => issue.message)

describe('shared form fields', () => {
  it('asks for an email address and a name in plain words', () => {
    expect(messages(emailField.safeParse(' '))).toEqual(['Please enter your email address.'])
    expect(messages(emailField.safeParse(undefined))).toEqual(['Please enter your email address.'])
    expect(messages(nameField.safeParse(' '))).toEqual(['Please enter your name.'])
    expect(messages(nameField.safeParse(3))).toEqual(['Please enter your name.'])
    expect(emailField.parse(' Ada@Example.ORG ')).toBe('ada@example.org')
  })

  it('takes only full http(s) web addresses, or none', () => {
    const web = (value: unknown) => messages(optionalWebUrl.safeParse(value))
    expect(web(undefined)).toEqual([])
    expect(web('')).toEqual([])
    expect(web('https://example.org/ada')).toEqual([])
    expect(web('http://example.org')).toEqual([])
    const refused = 'Enter a full web address starting with https://'
    for (const value of [
      'javascript:alert(1)//example.org',
      'x https://example.org',
      'https://example',
      'ftp://example.org',
      'https://example.org/a b',
    ]) {
      expect(web(value)).toContain(refused)
    }
    expect(web('https://[x].org')).toEqual([refused])
    expect(web(3)).toEqual(['Enter a web address.'])
    expect(web(`https://example.org/${'x'.repeat(2028)}`)).toEqual([])
    expect(web(`https://example.org/${'x'.repeat(2029)}`)).toEqual(['That address is too long.'])
  })

  it('stores empty optional text as null', () => {
    expect(orNull('')).toBeNull()
    expect(orNull(undefined)).toBeNull()
    expect(orNull('x')).toBe('x')
  })

  it("names a field's first problem, or a general one", () => {
    const error = z.object({ a: z.string() }).safeParse({ a: 1 }).error!
    expect(firstIssue(error)).toBe('Invalid input: expected string, received number')
    const rootError = z.string().safeParse(1).error!
    expect(firstIssue(rootError)).toBe('Invalid request body')
    expect(firstIssue(rootError, 'Bad')).toBe('Bad')
    expect(firstIssue(new z.ZodError([]))).toBe('Invalid request body')
  })
})

describe('slugs', () => {
  it('takes lower-case words joined by single hyphens, up to 200 characters', () => {
    expect(messages(slugField.safeParse(' essay-planning '))).toEqual([])
    expect(messages(slugField.safeParse('a'.repeat(200)))).toEqual([])
    expect(messages(slugField.safeParse('a'.repeat(201)))).toEqual(['Use at most 200 characters.'])
    expect(messages(slugField.safeParse(''))).toEqual([
      'Enter a slug.',
      'Use lower-case letters, digits and single hyphens, like "essay-planning".',
    ])
    expect(messages(slugField.safeParse(null))).toEqual(['Enter a slug.'])
    for (const bad of ['x-', '-x', 'Essay', 'a--b', 'a_b']) {
      expect(messages(slugField.safeParse(bad))).toEqual([
        'Use lower-case letters, digits and single hyphens, like "essay-planning".',
      ])
    }
  })

  it('makes a slug from a title', () => {
    expect(slugify('Essay Planning: 5 Steps')).toBe('essay-planning-5-steps')
    expect(slugify('--Café  au lait!!--')).toBe('cafe-au-lait')
    expect(slugify(`${'a'.repeat(79)} b`)).toBe('a'.repeat(79))
  })
})

describe('lead capture and settings fields', () => {
  it('takes a same-site source path of up to 2048 characters', () => {
    const lead = (sourcePath: unknown) =>
      messages(leadCaptureSchema.safeParse({ email: 'a@b.co', sourcePath }))
    expect(leadCaptureSchema.parse({ email: 'a@b.co' }).sourcePath).toBe('/')
    expect(lead(' /articles ')).toEqual([])
    expect(lead('//evil.example')).toEqual(['The page address must be a path on this site.'])
    expect(lead('articles')).toEqual(['The page address must be a path on this site.'])
    expect(lead(`/${'x'.repeat(2047)}`)).toEqual([])
    expect(lead(`/${'x'.repeat(2048)}`)).toEqual(['The page address is too long.'])
    expect(
      messages(leadCaptureSchema.safeParse({ email: 'a@b.co', captchaToken: 'x'.repeat(4097) })),
    ).toEqual(['The verification token is too long.'])
    expect(messages(leadCaptureSchema.safeParse({ email: ' ' }))).toEqual([
      'Please enter your email address.',
    ])
    expect(unsubscribeTokenSchema.safeParse({ token: 'x'.repeat(200) }).success).toBe(true)
    expect(unsubscribeTokenSchema.safeParse({ token: 'x'.repeat(201) }).success).toBe(false)
  })

  it('takes a primary colour as # and six hex digits', () => {
    expect(messages(primaryColorSchema.safeParse('#007bff'))).toEqual([])
    const format = 'Enter the colour as # and six hex digits, e.g. #007bff.'
    for (const bad of ['007bff', '#007bff0', 'x#007bff', '#07f']) {
      expect(messages(primaryColorSchema.safeParse(bad))).toContain(format)
    }
  })
})
