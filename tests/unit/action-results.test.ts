import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { CORRECT_FIELDS, failed, invalid, succeeded } from '@/lib/actions/outcome'
import { conflictFailure, fail, ok } from '@/lib/actions/result'

describe('action results', () => {
  it('wraps data and failures, with field errors only when there are some', () => {
    expect(ok(3)).toStrictEqual({ ok: true, data: 3 })
    expect(fail('No')).toStrictEqual({ ok: false, error: 'No' })
    expect(fail('No', { email: ['Required'] })).toStrictEqual({
      ok: false,
      error: 'No',
      fieldErrors: { email: ['Required'] },
    })
  })

  it("names who changed the row in an edit conflict's message", () => {
    const conflict = { changedBy: 'Ada', changedAt: '2026-01-01T00:00:00Z', current: { a: 1 } }
    expect(conflictFailure(conflict)).toStrictEqual({
      ok: false,
      error: 'This was changed by Ada while you were editing it.',
      conflict,
    })
  })
})

describe('route outcomes', () => {
  it('pairs the result with its HTTP status', () => {
    expect(succeeded('x')).toStrictEqual({ status: 200, result: { ok: true, data: 'x' } })
    expect(succeeded('x', 201)).toStrictEqual({ status: 201, result: { ok: true, data: 'x' } })
    expect(failed(404, 'Gone')).toStrictEqual({ status: 404, result: { ok: false, error: 'Gone' } })
    expect(failed(429, 'Slow down', { retryAfterSeconds: 30 })).toStrictEqual({
      status: 429,
      result: { ok: false, error: 'Slow down' },
      retryAfterSeconds: 30,
    })
  })

  it('names the one bad field, or asks to correct several', () => {
    const schema = z.object({
      email: z.string().min(1, 'Enter your email'),
      name: z.string().min(1, 'Enter your name'),
    })
    const one = schema.safeParse({ email: '', name: 'Ada' })
    expect(one.success).toBe(false)
    expect(invalid(one.error!)).toStrictEqual({
      status: 400,
      result: {
        ok: false,
        error: 'Enter your email',
        fieldErrors: { email: ['Enter your email'] },
      },
    })
    const two = schema.safeParse({ email: '', name: '' })
    expect(invalid(two.error!)).toStrictEqual({
      status: 400,
      result: {
        ok: false,
        error: 'Please correct the highlighted fields.',
        fieldErrors: { email: ['Enter your email'], name: ['Enter your name'] },
      },
    })
    expect(CORRECT_FIELDS).toBe('Please correct the highlighted fields.')
  })
})
