import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import {
  createTestimonialSchema,
  saveTestimonialSchema,
  testimonialIdSchema,
} from '@/lib/validation/admin/testimonials'

const fieldErrors = (result: { error?: z.ZodError }) =>
  result.error ? z.flattenError(result.error).fieldErrors : {}

const testimonial = {
  name: ' Ada ',
  university: '',
  country: ' UK ',
  rating: 5,
  quote: ' Great help. ',
  status: 'pending',
  isFeatured: false,
}
const errors = (changes: Record<string, unknown>) =>
  fieldErrors(createTestimonialSchema.safeParse({ ...testimonial, ...changes }))

describe('createTestimonialSchema', () => {
  it('takes the fields the editor takes, trimmed, and no id or version', () => {
    expect(createTestimonialSchema.parse(testimonial)).toStrictEqual({
      name: 'Ada',
      university: '',
      country: 'UK',
      rating: 5,
      quote: 'Great help.',
      status: 'pending',
      isFeatured: false,
    })
    // Whatever a caller adds is dropped, not written.
    expect(
      createTestimonialSchema.parse({ ...testimonial, id: 'x', sort_order: -1 }),
    ).not.toHaveProperty('sort_order')
    expect(Object.keys(saveTestimonialSchema.shape).sort()).toEqual(
      [...Object.keys(createTestimonialSchema.shape), 'id', 'updatedAt'].sort(),
    )
  })

  it('asks for a rating from 1 to 5, whole, chosen rather than assumed', () => {
    const range = ['Choose a rating from 1 to 5.']
    for (const rating of [1, 2, 3, 4, 5]) expect(errors({ rating })).toStrictEqual({})
    expect(errors({ rating: 0 })).toStrictEqual({ rating: range })
    expect(errors({ rating: 6 })).toStrictEqual({ rating: range })
    expect(errors({ rating: 4.5 })).toStrictEqual({ rating: range })
    expect(errors({ rating: undefined })).toStrictEqual({ rating: ['Choose a rating.'] })
    expect(errors({ rating: Number.NaN })).toStrictEqual({ rating: ['Choose a rating.'] })
    expect(errors({ rating: '4' })).toStrictEqual({ rating: ['Choose a rating.'] })
  })

  it('holds the text to the table’s limits and asks for a name and a quote', () => {
    expect(
      errors({ name: 'x'.repeat(100), university: 'x'.repeat(100), quote: 'x'.repeat(2000) }),
    ).toStrictEqual({})
    expect(
      errors({
        name: 'x'.repeat(101),
        university: 'x'.repeat(101),
        country: 'x'.repeat(101),
        quote: 'x'.repeat(2001),
      }),
    ).toStrictEqual({
      name: ['Use at most 100 characters.'],
      university: ['Use at most 100 characters.'],
      country: ['Use at most 100 characters.'],
      quote: ['Use at most 2000 characters.'],
    })
    expect(errors({ name: '  ', quote: '' })).toStrictEqual({
      name: ['Enter a name.'],
      quote: ['Enter the quote.'],
    })
  })

  it('takes only the three statuses and a yes-or-no featuring', () => {
    for (const status of ['pending', 'approved', 'rejected']) {
      expect(errors({ status })).toStrictEqual({})
    }
    expect(errors({ status: 'famous' })).toHaveProperty('status')
    expect(errors({ isFeatured: 'yes' })).toHaveProperty('isFeatured')
  })
})

describe('testimonialIdSchema', () => {
  it('takes one uuid and nothing else', () => {
    const id = '00000000-0000-4000-8000-000000000001'
    expect(testimonialIdSchema.parse({ id, name: 'Ada' })).toStrictEqual({ id })
    expect(fieldErrors(testimonialIdSchema.safeParse({ id: 'not-an-id' }))).toHaveProperty('id')
    expect(fieldErrors(testimonialIdSchema.safeParse({}))).toHaveProperty('id')
  })
})
