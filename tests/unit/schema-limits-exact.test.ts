import type { ResolverOptions } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'

import { requiredLine, slugField } from '@/lib/validation/admin/common'
import { createJobSchema } from '@/lib/validation/admin/jobs'
import { leadMagnetSchema, pdfFileName } from '@/lib/validation/admin-lead-magnets'
import { promotionSchema } from '@/lib/validation/admin-promotions'
import type { ContactInput } from '@/lib/validation/contact'
import { contactResolver, EMPTY_CONTACT_FORM } from '@/lib/validation/contact-client'
import type { ContactTopic } from '@/lib/validation/contact-topics'
import { emailField, nameField, optionalText, optionalWebUrl } from '@/lib/validation/fields'
import { orderRequestSchema } from '@/lib/validation/orders'
import { profileSchema } from '@/lib/validation/profile'
import { createResourceSchema } from '@/lib/validation/resource-editor'

// Limits, trimming and messages of module-level schema fields that only integration tests or
// forms exercised: the survivors of the mutation run (README, "Mutation testing").

const messages = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

// A trimmed text field: `max` characters inside spaces pass (trimmed), one more is refused.
function expectTrimmedLimit(schema: z.ZodType, max: number, message: string) {
  expect(schema.parse(`  ${'x'.repeat(max)}  `)).toBe('x'.repeat(max))
  expect(messages(schema, 'x'.repeat(max + 1))).toStrictEqual([message])
}

describe('shared fields', () => {
  it('empty required fields say what to enter', () => {
    expect(messages(emailField, ' ')).toStrictEqual(['Please enter your email address.'])
    expect(messages(nameField, ' ')).toStrictEqual(['Please enter your name.'])
    expect(messages(slugField, ' ')).toStrictEqual([
      'Enter a slug.',
      'Use lower-case letters, digits and single hyphens, like "essay-planning".',
    ])
    expect(messages(requiredLine('a location', 100), undefined)).toStrictEqual([
      'Enter a location.',
    ])
    expect(messages(requiredLine('a location', 100), ' ')).toStrictEqual(['Enter a location.'])
  })

  it('optional text: trimmed, limited, a string', () => {
    expectTrimmedLimit(optionalText(10), 10, 'Use at most 10 characters.')
    expect(optionalText(10).parse(undefined)).toBeUndefined()
    expect(messages(optionalText(10), 5)).toStrictEqual(['Enter text here.'])
  })

  it('web addresses: a whole http(s) address only', () => {
    expect(optionalWebUrl.parse(' https://example.org/a ')).toBe('https://example.org/a')
    expect(messages(optionalWebUrl, 'mailto:https://example.org')).toStrictEqual([
      'Enter a full web address starting with https://',
    ])
    expect(messages(optionalWebUrl, 5)).toStrictEqual(['Enter a web address.'])
  })
})

describe('editor limits', () => {
  it('lead magnets', () => {
    const { shape } = leadMagnetSchema
    expectTrimmedLimit(shape.description, 2000, 'Keep the description under 2,000 characters.')
    expectTrimmedLimit(shape.email_subject, 200, 'Keep the subject under 200 characters.')
    expectTrimmedLimit(shape.email_body, 10_000, 'Keep the email under 10,000 characters.')
    expect(shape.slug.parse(' study-guide ')).toBe('study-guide')
    expect(messages(shape.slug, ' ')[0]).toBe('Enter a slug.')
    expect(messages(shape.slug, 'ab-')).toStrictEqual([
      'Use lower-case letters, digits and single hyphens, e.g. study-success-guide.',
    ])
  })

  it('a PDF name loses only its final extension', () => {
    expect(pdfFileName('x.pdfy.PDF')).toBe('x-pdfy.pdf')
  })

  it('promotions', () => {
    const { shape } = promotionSchema
    expectTrimmedLimit(shape.headline, 200, 'Keep the headline under 200 characters.')
    expectTrimmedLimit(shape.subtext, 500, 'Keep the subtext under 500 characters.')
    expectTrimmedLimit(shape.cta_label, 60, 'Keep the button text under 60 characters.')
    for (const value of ['x2026-12-01T10:00', '2026-12-01T10:00x']) {
      expect(messages(shape.end_at, value), value).toStrictEqual([
        'Enter the date and time the promotion ends.',
      ])
    }
  })

  it('resources', () => {
    const { shape } = createResourceSchema
    expectTrimmedLimit(shape.description, 2000, 'Use at most 2,000 characters.')
    expect(shape.externalUrl.parse('http://example.org/a')).toBe('http://example.org/a')
    for (const value of ['see https://example.org', 'https://example.org/a b']) {
      expect(messages(shape.externalUrl, value), value).toContain(
        'Enter a full web address starting with https://',
      )
    }
  })

  it('orders, jobs and profiles', () => {
    expect(messages(orderRequestSchema.shape.serviceSlug, 'essay-')).toStrictEqual([
      'Choose a service.',
    ])
    expect(orderRequestSchema.shape.serviceSlug.parse('essay-help-plus')).toBe('essay-help-plus')
    expect(orderRequestSchema.shape.brief.parse(`  ${'x'.repeat(20)}  `)).toBe('x'.repeat(20))
    expectTrimmedLimit(createJobSchema.shape.department, 100, 'Use at most 100 characters.')
    expectTrimmedLimit(profileSchema.shape.university, 200, 'Use at most 200 characters')
  })
})

describe('contact form check in the browser', () => {
  const options: ResolverOptions<ContactInput> = {
    fields: {},
    names: undefined,
    criteriaMode: undefined,
    shouldUseNativeValidation: false,
  }
  const filled = {
    name: ' Ada ',
    email: 'Ada@Example.org',
    topic: 'general' as ContactTopic,
    message: 'Hello there, a question.',
    captchaToken: 't',
  }

  it('starts empty, honeypot and token included', () => {
    expect(EMPTY_CONTACT_FORM).toStrictEqual({
      name: '',
      email: '',
      topic: '',
      message: '',
      website: '',
      captchaToken: '',
    })
  })

  it('leaves out a honeypot the form did not send', async () => {
    expect(await contactResolver(filled, undefined, options)).toStrictEqual({
      values: {
        name: 'Ada',
        email: 'ada@example.org',
        topic: 'general',
        message: 'Hello there, a question.',
        captchaToken: 't',
      },
      errors: {},
    })
  })

  it('a field that is not text reads as missing', async () => {
    const result = await contactResolver(
      { ...filled, name: undefined as unknown as string },
      undefined,
      options,
    )
    expect(result.errors.name).toMatchObject({
      type: 'invalid_type',
      message: 'Please enter your name.',
    })
  })
})
