import { afterEach, describe, expect, it, vi } from 'vitest'
import type { z } from 'zod'

import { createPromotionSchema } from '@/lib/validation/admin-promotions'
import { grantMembershipSchema, setAdminRoleSchema } from '@/lib/validation/admin-students'
import { createArticleSchema } from '@/lib/validation/article-editor'
import { normaliseSearchQuery, parseArticleListParams } from '@/lib/validation/articles'
import { signUpSchema } from '@/lib/validation/auth'
import {
  applicationFieldsSchema,
  applicationSchema,
  RESUME_SIZE_ERROR,
  RESUME_TYPE_ERROR,
  resumeFileSchema,
} from '@/lib/validation/careers'
import { contactSchema } from '@/lib/validation/contact'
import { requestUploadSchema, rowIdSchema, titleField } from '@/lib/validation/content-editor'
import { emailField, nameField } from '@/lib/validation/fields'
import { saveEmailTemplateSchema, createJobSchema } from '@/lib/validation/admin/jobs'
import { createQuizSchema, questionSchema, saveQuizSchema } from '@/lib/validation/admin/quizzes'
import { saveTestimonialSchema } from '@/lib/validation/admin/testimonials'
import { slugField } from '@/lib/validation/admin/common'
import { leadCaptureSchema } from '@/lib/validation/leads'
import { orderRequestSchema } from '@/lib/validation/orders'
import { createResourceSchema } from '@/lib/validation/resource-editor'
import { blankResourceValues } from '@/tests/support/resource-editor-values'
import { resourceSlugSchema } from '@/lib/validation/resources'
import { primaryColorSchema, saveSiteSettingsSchema } from '@/lib/validation/settings'
import { blankArticleValues } from '@/tests/support/article-editor-values'
import { quizQuestion } from '@/tests/support/quiz-question'

// Survivors of the mutation run in the shared schemas (README, "Mutation testing"): the message a
// value of the wrong type gets, the issue code of each custom rule, trimming, pattern anchors and
// the instant a deadline stops being in the future.

const id = '00000000-0000-4000-8000-000000000001'

/** Each issue as code, path and message, in the order the schema reports them. */
function issues(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value)
  return result.success
    ? []
    : result.error.issues.map(({ code, path, message }) => ({
        code,
        path: path.join('.'),
        message,
      }))
}

const messages = (schema: z.ZodType, value: unknown) =>
  issues(schema, value).map((issue) => issue.message)

describe('a value of the wrong type', () => {
  it.each([
    ['a title', titleField, 'Enter a title.'],
    ['a slug', slugField, 'Enter a slug.'],
    ['an email', emailField, 'Please enter your email address.'],
    ['a name', nameField, 'Please enter your name.'],
    ['a lead email', leadCaptureSchema.shape.email, 'Please enter your email address.'],
    ['a contact message', contactSchema.shape.message, 'Please write your message.'],
    [
      'a cover letter',
      applicationFieldsSchema.shape.coverLetter,
      'Please write a short cover letter.',
    ],
    [
      'the privacy consent',
      applicationFieldsSchema.shape.privacyAccepted,
      'Please confirm that you have read the privacy notice.',
    ],
    ['a résumé name', resumeFileSchema.shape.name, RESUME_TYPE_ERROR],
    ['a résumé size', resumeFileSchema.shape.size, RESUME_SIZE_ERROR],
    ['a résumé ticket', applicationSchema.shape.resumeTicket, 'Please upload your résumé.'],
    ['a quiz title', createQuizSchema.shape.title, 'Enter a title.'],
    ['a job location', createJobSchema.shape.location, 'Enter a location.'],
    ['a template body', saveEmailTemplateSchema.shape.body, 'Enter the message.'],
    ['a testimonial quote', saveTestimonialSchema.shape.quote, 'Enter the quote.'],
    ['an account', setAdminRoleSchema.shape.userId, 'Choose an account.'],
    ['a member account', grantMembershipSchema.shape.userId, 'Choose an account.'],
  ])('%s gets the form text', (_label, schema, message) => {
    expect(messages(schema, undefined)).toStrictEqual([message])
  })

  it('says the same for an empty or blank value', () => {
    expect(messages(contactSchema.shape.message, '  ')).toStrictEqual([
      'Please write your message.',
    ])
    expect(messages(emailField, '')).toStrictEqual(['Please enter your email address.'])
    expect(messages(leadCaptureSchema.shape.email, ' ')).toStrictEqual([
      'Please enter your email address.',
    ])
    expect(messages(setAdminRoleSchema.shape.userId, 'me')).toStrictEqual(['Choose an account.'])
  })
})

describe('trimming', () => {
  it('trims quiz descriptions, explanations and testimonial text', () => {
    expect(createQuizSchema.shape.description.parse('  About APA.  ')).toBe('About APA.')
    const question = questionSchema.parse({
      id,
      kind: 'true_false',
      prompt: 'APA uses author-date citations.',
      options: [],
      points: 1,
      correctAnswers: ['true'],
      explanation: '  It does.  ',
    })
    expect(question.explanation).toBe('It does.')
    expect(saveTestimonialSchema.shape.university.parse('  Leeds  ')).toBe('Leeds')
  })
})

describe('custom rules report the custom code', () => {
  const question = quizQuestion({ correctAnswers: [] })
  const quiz = {
    id,
    title: 'Citations',
    slug: 'citations',
    description: '',
    categoryId: '',
    difficulty: 'beginner',
    timeLimitMinutes: null,
    passPercent: 50,
    updatedAt: '2026-11-26T10:00:00.000Z',
    status: 'published',
  }

  it('in the question and quiz editor', () => {
    expect(issues(questionSchema, { ...question, options: [] })).toStrictEqual([
      { code: 'custom', path: 'options', message: 'Add at least two options.' },
    ])
    expect(issues(saveQuizSchema, { ...quiz, questions: [] })).toStrictEqual([
      { code: 'custom', path: 'status', message: 'Add at least one question before publishing.' },
    ])
    expect(issues(saveQuizSchema, { ...quiz, questions: [question] })).toStrictEqual([
      {
        code: 'custom',
        path: 'status',
        message: 'Every question needs a correct answer before the quiz can be published.',
      },
      {
        code: 'custom',
        path: 'questions.0.correctAnswers',
        message: 'Choose the correct answer before publishing.',
      },
    ])
  })

  it('in the article and resource editors', () => {
    const article = { ...blankArticleValues, title: 'Title', slug: 'a-slug' }
    expect(
      issues(createArticleSchema, {
        ...article,
        coverImageUrl: 'https://example.com/cover.png',
        status: 'scheduled',
      }),
    ).toStrictEqual([
      {
        code: 'custom',
        path: 'coverImageAlt',
        message: 'Describe the cover image for readers who cannot see it.',
      },
      { code: 'custom', path: 'publishedAt', message: 'Choose when the article goes live.' },
    ])
    expect(
      issues(createResourceSchema, {
        ...blankResourceValues,
        title: 'Reading list',
        slug: 'reading-list',
        kind: 'link',
      }),
    ).toStrictEqual([
      { code: 'custom', path: 'externalUrl', message: 'A link needs its web address.' },
    ])
  })

  it('in the settings and sign-up schemas', () => {
    expect(issues(primaryColorSchema, '#ffff00')).toStrictEqual([
      {
        code: 'custom',
        path: '',
        message: expect.stringMatching(/./) as unknown as string,
      },
    ])
    expect(
      issues(saveSiteSettingsSchema, {
        primary_color: '#ffff00',
        font_family: 'Inter',
        version: '',
      }),
    ).toStrictEqual(
      issues(primaryColorSchema, '#ffff00').map((issue) => ({ ...issue, path: 'primary_color' })),
    )
    expect(issues(signUpSchema.shape.password, '')).toStrictEqual([
      { code: 'too_small', path: '', message: 'Enter a password' },
    ])
  })

  it('passes settings that follow their rules', () => {
    const input = { primary_color: '#007bff', font_family: 'Lato', version: '' }
    expect(saveSiteSettingsSchema.parse(input)).toStrictEqual(input)
  })
})

describe('small editor schemas', () => {
  it('takes a row id and refuses anything else', () => {
    expect(rowIdSchema.parse({ id })).toStrictEqual({ id })
    expect(messages(rowIdSchema, { id: 'x' })).toHaveLength(1)
  })

  it('describes an upload by kind, type and size', () => {
    const upload = { kind: 'resource-file', contentType: 'application/pdf', size: 1 }
    expect(requestUploadSchema.parse(upload)).toStrictEqual(upload)
    expect(requestUploadSchema.parse({ ...upload, kind: 'article-cover' }).kind).toBe(
      'article-cover',
    )
    expect(requestUploadSchema.safeParse({ ...upload, kind: 'avatar' }).success).toBe(false)
    expect(requestUploadSchema.safeParse({ ...upload, contentType: 'x'.repeat(100) }).success).toBe(
      true,
    )
    expect(requestUploadSchema.safeParse({ ...upload, contentType: 'x'.repeat(101) }).success).toBe(
      false,
    )
    expect(requestUploadSchema.safeParse({ ...upload, size: 25 * 1024 * 1024 }).success).toBe(true)
    expect(requestUploadSchema.safeParse({ ...upload, size: 0 }).success).toBe(false)
  })

  it('takes resource slugs with words of any length', () => {
    expect(resourceSlugSchema.parse('apa-guide')).toBe('apa-guide')
    expect(resourceSlugSchema.safeParse('apa--guide').success).toBe(false)
  })
})

describe('article search and directory parameters', () => {
  it('turns control characters into spaces and trims after the cut', () => {
    expect(normaliseSearchQuery('apa\u0000guide')).toBe('apa guide')
    expect(normaliseSearchQuery(`${'a'.repeat(199)} b`)).toBe('a'.repeat(199))
    expect(normaliseSearchQuery(` ${'a'.repeat(200)}`)).toBe('a'.repeat(200))
  })

  it('falls back when the category has anything before or after the slug', () => {
    expect(parseArticleListParams({ category: 'Xstudy-skills' }).category).toBeNull()
    expect(parseArticleListParams({ category: 'study-skills!' }).category).toBeNull()
    expect(parseArticleListParams({ category: 'study-skills' }).category).toBe('study-skills')
  })
})

describe('web addresses in the resource editor', () => {
  const resource = {
    title: 'Reading list',
    slug: 'reading-list',
    description: '',
    kind: 'link',
    content: '',
    filePath: '',
    categoryId: '',
    membersOnly: false,
    status: 'draft',
    publishedAt: '',
  }

  it('refuses an address with another scheme in front of https://', () => {
    expect(
      messages(createResourceSchema, { ...resource, externalUrl: 'xhttps://example.com' }),
    ).toStrictEqual(['Enter a full web address starting with https://'])
    expect(
      messages(createResourceSchema, { ...resource, externalUrl: 'ftp://example.com' }),
    ).toStrictEqual(['Enter a full web address starting with https://'])
    expect(
      messages(createResourceSchema, { ...resource, externalUrl: 'https://example.com:99999' }),
    ).toStrictEqual(['Enter a full web address starting with https://'])
  })
})

describe('deadlines and end times in the future', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('refuses an order deadline at this very minute', () => {
    vi.useFakeTimers({ now: Date.parse('2030-01-01T09:00:00.000Z') })
    const order = {
      serviceSlug: 'essay-feedback',
      subject: 'Statistics',
      academicLevel: 'masters',
      deadline: '2030-01-01T09:00',
      timeZone: 'UTC',
      brief: 'Please review my twenty-character brief.',
      integrityAcknowledged: true,
      idempotencyKey: id,
    }
    expect(messages(orderRequestSchema, order)).toStrictEqual([
      'The deadline must be in the future.',
    ])
    expect(orderRequestSchema.safeParse({ ...order, deadline: '2030-01-01T09:01' }).success).toBe(
      true,
    )
    // Two years (730 days) ahead is the furthest; a minute more is refused.
    expect(orderRequestSchema.safeParse({ ...order, deadline: '2032-01-01T09:00' }).success).toBe(
      true,
    )
    expect(messages(orderRequestSchema, { ...order, deadline: '2032-01-01T09:01' })).toStrictEqual([
      'Choose a deadline within the next two years.',
    ])
  })

  it('refuses an active promotion ending at this very minute', () => {
    vi.useFakeTimers({ now: Date.parse('2030-01-01T09:00:00.000Z') })
    const promotion = {
      name: 'offer',
      status: 'active',
      headline: 'Spring offer',
      subtext: '',
      cta_label: 'Book now',
      cta_url: '/services',
      end_at: '2030-01-01T09:00',
      timeZone: 'UTC',
    }
    expect(messages(createPromotionSchema, promotion)).toStrictEqual([
      'An active promotion must end in the future.',
    ])
  })
})
