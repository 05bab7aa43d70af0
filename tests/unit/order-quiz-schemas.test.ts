import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { changeOrderStatusSchema } from '@/lib/validation/admin-orders'
import {
  ACADEMIC_LEVEL_LABELS,
  BRIEF_MAX,
  cancelOrderSchema,
  orderRequestSchema,
} from '@/lib/validation/orders'
import {
  MAX_ANSWERS,
  MAX_SHORT_ANSWER,
  claimQuizSchema,
  startQuizSchema,
  submitQuizSchema,
} from '@/lib/validation/quizzes'

const id = '00000000-0000-4000-8000-000000000001'
const fieldErrors = (result: { error?: z.ZodError }) =>
  result.error ? z.flattenError(result.error).fieldErrors : {}

describe('orderRequestSchema', () => {
  const valid = {
    serviceSlug: 'essay-feedback',
    subject: '  Introductory statistics  ',
    academicLevel: 'masters',
    // A month ahead, as a datetime-local input gives it.
    deadline: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 16),
    timeZone: 'Europe/London',
    brief: 'Please review my twenty-character brief.',
    integrityAcknowledged: true,
    idempotencyKey: id,
  }

  it('accepts a complete request and trims the text', () => {
    const result = orderRequestSchema.safeParse(valid)
    expect(result.success).toBe(true)
    expect(result.data?.subject).toBe('Introductory statistics')
  })

  it('labels each academic level', () => {
    expect(ACADEMIC_LEVEL_LABELS).toStrictEqual({
      high_school: 'High school or college preparation',
      undergraduate: 'Undergraduate',
      masters: "Master's",
      phd: 'PhD or doctorate',
      professional: 'Professional qualification',
    })
    for (const academicLevel of Object.keys(ACADEMIC_LEVEL_LABELS)) {
      expect(orderRequestSchema.safeParse({ ...valid, academicLevel }).success).toBe(true)
    }
  })

  it('refuses a body that is not a request, or a deadline that is not text, without throwing', () => {
    for (const body of [null, [], [null], 'text', 42, { ...valid, deadline: 5, timeZone: {} }]) {
      expect(orderRequestSchema.safeParse(body).success).toBe(false)
    }
  })

  it('names every wrong field at once, the past deadline included', () => {
    const result = orderRequestSchema.safeParse({
      serviceSlug: 'Essay Feedback',
      subject: ' x ',
      academicLevel: 'postdoc',
      deadline: '2000-01-01T09:00',
      timeZone: 'Nowhere/City',
      brief: 'too short',
      integrityAcknowledged: false,
      idempotencyKey: 'key',
    })
    expect(fieldErrors(result)).toStrictEqual({
      serviceSlug: ['Choose a service.'],
      subject: ['Enter the subject or module, e.g. "Introductory statistics".'],
      academicLevel: ['Choose your academic level.'],
      timeZone: ['Choose a valid time zone.'],
      brief: ['Tell us a little more (at least 20 characters).'],
      integrityAcknowledged: ['Please confirm the academic integrity statement.'],
      idempotencyKey: ['Invalid UUID'],
    })
    const past = orderRequestSchema.safeParse({ ...valid, deadline: '2000-01-01T09:00' })
    expect(fieldErrors(past)).toStrictEqual({ deadline: ['The deadline must be in the future.'] })
    const far = orderRequestSchema.safeParse({ ...valid, deadline: '2999-01-01T09:00' })
    expect(fieldErrors(far)).toStrictEqual({
      deadline: ['Choose a deadline within the next two years.'],
    })
    const malformed = orderRequestSchema.safeParse({ ...valid, deadline: '2999-01-01 09:00' })
    expect(fieldErrors(malformed)).toStrictEqual({
      deadline: ['Enter the date and time you need help by.'],
    })
  })

  it('enforces the length limits', () => {
    expect(
      fieldErrors(orderRequestSchema.safeParse({ ...valid, subject: 'x'.repeat(201) })),
    ).toStrictEqual({ subject: ['Keep the subject under 200 characters.'] })
    expect(orderRequestSchema.safeParse({ ...valid, subject: 'x'.repeat(200) }).success).toBe(true)
    expect(orderRequestSchema.safeParse({ ...valid, subject: 'xy' }).success).toBe(true)
    expect(BRIEF_MAX).toBe(20_000)
    expect(orderRequestSchema.safeParse({ ...valid, brief: 'x'.repeat(20_000) }).success).toBe(true)
    expect(orderRequestSchema.safeParse({ ...valid, brief: 'x'.repeat(20) }).success).toBe(true)
    expect(
      fieldErrors(orderRequestSchema.safeParse({ ...valid, brief: 'x'.repeat(20_001) })),
    ).toStrictEqual({ brief: ['Keep the brief under 20,000 characters.'] })
    expect(orderRequestSchema.safeParse({ ...valid, serviceSlug: 'a'.repeat(101) }).success).toBe(
      false,
    )
    expect(orderRequestSchema.safeParse({ ...valid, serviceSlug: '-a' }).success).toBe(false)
    expect(orderRequestSchema.safeParse({ ...valid, serviceSlug: 'a-' }).success).toBe(false)
    expect(orderRequestSchema.safeParse({ ...valid, deadline: `x${valid.deadline}` }).success).toBe(
      false,
    )
    expect(orderRequestSchema.safeParse({ ...valid, deadline: `${valid.deadline}x` }).success).toBe(
      false,
    )
  })

  it('takes an order id to cancel', () => {
    expect(cancelOrderSchema.safeParse({ orderId: id }).success).toBe(true)
    expect(cancelOrderSchema.safeParse({ orderId: 'x' }).success).toBe(false)
  })
})

describe('changeOrderStatusSchema', () => {
  it('takes a quote with a positive price of at most two decimals in a known currency', () => {
    expect(
      changeOrderStatusSchema.parse({
        orderId: id,
        status: 'quoted',
        price: '45.5',
        currency: 'USD',
      }),
    ).toStrictEqual({ orderId: id, status: 'quoted', price: 45.5, currency: 'USD' })
    const quote = (price: unknown, currency = 'GBP') =>
      fieldErrors(
        changeOrderStatusSchema.safeParse({ orderId: id, status: 'quoted', price, currency }),
      )
    expect(quote('0')).toStrictEqual({ price: ['Enter a price above zero.'] })
    expect(quote('100000000')).toStrictEqual({ price: ['Enter a price below 100,000,000.'] })
    expect(quote('99999999.99')).toStrictEqual({})
    expect(quote('1.005')).toStrictEqual({ price: ['Use at most two decimal places.'] })
    expect(quote('abc')).toStrictEqual({
      price: ['Enter the price in figures, such as 45 or 45.50.'],
    })
    // Read as text, never coerced: hex, exponents and signs are not prices, and empty is missing.
    for (const typed of ['0x10', '1e3', '-5', '+5', '4 5', 'Infinity']) {
      expect(quote(typed), typed).toStrictEqual({
        price: ['Enter the price in figures, such as 45 or 45.50.'],
      })
    }
    expect(quote('')).toStrictEqual({ price: ['Enter the price.'] })
    expect(quote('   ')).toStrictEqual({ price: ['Enter the price.'] })
    expect(quote(undefined)).toStrictEqual({ price: ['Enter the price.'] })
    expect(quote(' 12.50 ')).toStrictEqual({})
    expect(quote(12.5)).toStrictEqual({})
    expect(quote('10', 'JPY')).toStrictEqual({ currency: ['Choose a currency.'] })
  })

  it('advances only to the steps after the quote', () => {
    for (const status of ['paid', 'in_progress', 'delivered', 'completed']) {
      expect(changeOrderStatusSchema.safeParse({ orderId: id, status }).success).toBe(true)
    }
    const wrong = changeOrderStatusSchema.safeParse({ orderId: id, status: 'pending' })
    expect(wrong.error?.issues[0]?.message).toBe('Choose the next status.')
  })

  it('cancels only with a reason for the student', () => {
    const cancel = (reason: string) =>
      fieldErrors(changeOrderStatusSchema.safeParse({ orderId: id, status: 'cancelled', reason }))
    expect(cancel('  no  ')).toStrictEqual({
      reason: ['Tell the student why the order is cancelled.'],
    })
    expect(cancel('Duplicate')).toStrictEqual({})
    expect(cancel('x'.repeat(1000))).toStrictEqual({})
    expect(cancel('x'.repeat(1001))).toStrictEqual({
      reason: ['Keep the reason under 1,000 characters.'],
    })
    expect(
      fieldErrors(changeOrderStatusSchema.safeParse({ orderId: 'x', status: 'paid' })),
    ).toStrictEqual({ orderId: ['Choose an order.'] })
  })
})

describe('quiz schemas', () => {
  it('takes answers of each kind, up to the limits', () => {
    expect(MAX_ANSWERS).toBe(100)
    expect(MAX_SHORT_ANSWER).toBe(500)
    const submit = (answers: Record<string, unknown>) =>
      submitQuizSchema.safeParse({ quizId: id, sessionId: null, answers }).success
    expect(submit({ [id]: 'x'.repeat(500) })).toBe(true)
    expect(submit({ [id]: 'x'.repeat(501) })).toBe(false)
    expect(submit({ [id]: Array.from({ length: 20 }, () => 'x'.repeat(64)) })).toBe(true)
    expect(submit({ [id]: Array.from({ length: 21 }, () => 'a') })).toBe(false)
    expect(submit({ [id]: ['x'.repeat(65)] })).toBe(false)
    expect(submit({ [id]: null })).toBe(true)
    expect(submit({ [id]: 3 })).toBe(false)
    expect(submit({ 'not-a-uuid': 'a' })).toBe(false)
    const many = (count: number) =>
      Object.fromEntries(
        Array.from({ length: count }, (_, i) => [
          `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
          null,
        ]),
      )
    expect(submit(many(100))).toBe(true)
    const tooMany = submitQuizSchema.safeParse({ quizId: id, sessionId: id, answers: many(101) })
    expect(tooMany.error?.issues[0]?.message).toBe('Too many answers.')
  })

  it('takes ids to start, submit and claim', () => {
    expect(startQuizSchema.safeParse({ quizId: id }).success).toBe(true)
    expect(startQuizSchema.safeParse({ quizId: 'x' }).success).toBe(false)
    expect(claimQuizSchema.safeParse({ claimId: id }).success).toBe(true)
    expect(claimQuizSchema.safeParse({ claimId: 'x' }).success).toBe(false)
    expect(submitQuizSchema.safeParse({ quizId: id, sessionId: 'x', answers: {} }).success).toBe(
      false,
    )
  })

  it('starts a quiz timed unless the student turns the time limit off', () => {
    expect(startQuizSchema.parse({ quizId: id })).toEqual({ quizId: id, untimed: false })
    expect(startQuizSchema.parse({ quizId: id, untimed: true })).toEqual({
      quizId: id,
      untimed: true,
    })
    expect(startQuizSchema.parse({ quizId: id, untimed: false }).untimed).toBe(false)
    for (const untimed of ['true', 1, null]) {
      expect(startQuizSchema.safeParse({ quizId: id, untimed }).success).toBe(false)
    }
  })
})
