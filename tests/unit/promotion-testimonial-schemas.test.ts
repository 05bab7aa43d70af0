import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import {
  PROMOTION_STATUSES,
  createPromotionSchema,
  promotionFormSchema,
  promotionIdSchema,
  promotionValues,
  updatePromotionSchema,
} from '@/lib/validation/admin-promotions'
import {
  TESTIMONIAL_STATUSES,
  moveTestimonialSchema,
  saveTestimonialSchema,
  setTestimonialStateSchema,
} from '@/lib/validation/admin/testimonials'

const id = '00000000-0000-4000-8000-000000000001'
const fieldErrors = (result: { error?: z.ZodError }) =>
  result.error ? z.flattenError(result.error).fieldErrors : {}

describe('promotion schemas', () => {
  const promotion = {
    name: ' offer ',
    status: 'active',
    headline: 'Spring offer',
    subtext: '',
    cta_label: 'Book now',
    cta_url: '/services',
    end_at: '2999-06-01T18:30',
    timeZone: 'Europe/London',
  }
  const errors = (changes: Record<string, unknown>) =>
    fieldErrors(createPromotionSchema.safeParse({ ...promotion, ...changes }))

  it('takes a promotion and stores its end as a UTC instant', () => {
    expect(PROMOTION_STATUSES).toEqual(['draft', 'active', 'paused', 'ended'])
    const parsed = createPromotionSchema.parse(promotion)
    expect(promotionValues(parsed)).toStrictEqual({
      name: 'offer',
      status: 'active',
      headline: 'Spring offer',
      subtext: '',
      cta_label: 'Book now',
      cta_url: '/services',
      start_at: null,
      end_at: '2999-06-01T17:30:00.000Z',
    })
  })

  it('takes an optional start in the admin’s time zone and stores it as a UTC instant', () => {
    const values = (start_at?: string) =>
      promotionValues(createPromotionSchema.parse({ ...promotion, start_at }))
    // 09:00 in London on 1 May (British Summer Time, UTC+1) is 08:00 UTC.
    expect(values('2999-05-01T09:00')).toMatchObject({
      start_at: '2999-05-01T08:00:00.000Z',
      end_at: '2999-06-01T17:30:00.000Z',
    })
    expect(values('')).toMatchObject({ start_at: null })
    expect(values(undefined)).toMatchObject({ start_at: null })
    // An active promotion may start later: the home page shows it from then on.
    expect(errors({ start_at: '2999-05-01T09:00' })).toStrictEqual({})
    expect(() =>
      promotionValues({
        ...createPromotionSchema.parse({ ...promotion, start_at: '2999-05-01T09:00' }),
        start_at: '2999-02-30T09:00',
      }),
    ).toThrow('The start time was validated but names no instant.')
  })

  it('refuses a start that is not a time, or not before the end, in the form and on the server', () => {
    expect(errors({ start_at: '2999-05-01' })).toStrictEqual({
      start_at: ['Enter the date and time the promotion starts, or leave it empty.'],
    })
    expect(errors({ start_at: '2999-02-30T09:00' })).toStrictEqual({
      start_at: ['Enter the date and time the promotion starts, or leave it empty.'],
    })
    const notBefore = { end_at: ['The promotion must end after it starts.'] }
    for (const start_at of ['2999-06-01T18:30', '2999-06-01T18:31', '3000-01-01T00:00']) {
      expect(errors({ start_at }), start_at).toStrictEqual(notBefore)
      expect(fieldErrors(promotionFormSchema.safeParse({ ...promotion, start_at }))).toStrictEqual(
        notBefore,
      )
      expect(
        fieldErrors(
          updatePromotionSchema.safeParse({
            ...promotion,
            start_at,
            id,
            updated_at: '2026-01-01T00:00:00+00:00',
          }),
        ),
      ).toStrictEqual(notBefore)
    }
    expect(errors({ start_at: '2999-06-01T18:29' })).toStrictEqual({})
    // Checked even when another field is wrong, so every mistake shows at once.
    expect(errors({ headline: '', start_at: '3000-01-01T00:00' })).toStrictEqual({
      headline: ['Enter a headline.'],
      ...notBefore,
    })
  })

  it('refuses an end time that names no instant', () => {
    expect(() =>
      promotionValues({ ...createPromotionSchema.parse(promotion), timeZone: 'Nowhere/City' }),
    ).toThrow('The end time was validated but names no instant.')
  })

  it('leads the button only to a site path or an http(s) address', () => {
    for (const cta_url of ['/services', 'https://example.org/x', 'http://example.org']) {
      expect(errors({ cta_url })).toStrictEqual({})
    }
    const refused = ['Use a path on this site (/services) or a full http(s) address.']
    for (const cta_url of [
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'ftp://x',
      'services',
    ]) {
      expect(errors({ cta_url })).toStrictEqual({ cta_url: refused })
    }
    expect(errors({ cta_url: ' ' })).toStrictEqual({
      cta_url: ['Enter where the button leads, e.g. /services.', refused[0]],
    })
    expect(errors({ cta_url: `/${'a'.repeat(2047)}` })).toStrictEqual({})
    expect(errors({ cta_url: `/${'a'.repeat(2048)}` })).toStrictEqual({
      cta_url: ['That address is too long.'],
    })
  })

  it('words every limit', () => {
    expect(
      errors({
        name: '',
        status: 'live',
        headline: '',
        cta_label: '',
        end_at: '2999-06-01',
        timeZone: 'Nowhere/City',
      }),
    ).toStrictEqual({
      name: ['Enter a name; the home page shows the active one named "offer".'],
      status: ['Choose a status.'],
      headline: ['Enter a headline.'],
      cta_label: ['Enter the button text.'],
      end_at: ['Enter the date and time the promotion ends.'],
      timeZone: ['Unknown time zone.'],
    })
    expect(
      errors({
        name: 'x'.repeat(101),
        headline: 'x'.repeat(201),
        subtext: 'x'.repeat(501),
        cta_label: 'x'.repeat(61),
      }),
    ).toStrictEqual({
      name: ['Keep the name under 100 characters.'],
      headline: ['Keep the headline under 200 characters.'],
      subtext: ['Keep the subtext under 500 characters.'],
      cta_label: ['Keep the button text under 60 characters.'],
    })
    expect(
      errors({
        name: 'x'.repeat(100),
        headline: 'x'.repeat(200),
        subtext: 'x'.repeat(500),
        cta_label: 'x'.repeat(60),
      }),
    ).toStrictEqual({})
  })

  it('refuses an active promotion that has already ended, but keeps a past draft', () => {
    expect(errors({ end_at: '2000-01-01T00:00' })).toStrictEqual({
      end_at: ['An active promotion must end in the future.'],
    })
    expect(errors({ end_at: '2000-01-01T00:00', status: 'draft' })).toStrictEqual({})
    const update = (changes: Record<string, unknown>) =>
      fieldErrors(
        updatePromotionSchema.safeParse({
          ...promotion,
          id,
          updated_at: '2026-01-01T00:00:00+00:00',
          ...changes,
        }),
      )
    expect(update({})).toStrictEqual({})
    expect(update({ end_at: '2000-01-01T00:00' })).toStrictEqual({
      end_at: ['An active promotion must end in the future.'],
    })
    expect(update({ updated_at: 'yesterday', id: 'x' })).toStrictEqual({
      id: ['Invalid UUID'],
      updated_at: ['Reload the page and try again.'],
    })
    expect(promotionIdSchema.safeParse({ id }).success).toBe(true)
    expect(promotionIdSchema.safeParse({ id: 'x' }).success).toBe(false)
  })
})

describe('promotion schemas and bodies that are not promotions', () => {
  it('refuse them without throwing', () => {
    for (const schema of [createPromotionSchema, updatePromotionSchema]) {
      for (const body of [null, [], [null], 'text', { status: 'active', end_at: 7 }]) {
        expect(schema.safeParse(body).success).toBe(false)
      }
    }
  })
})

describe('testimonial schemas', () => {
  const testimonial = {
    id,
    updatedAt: '2026-01-01T00:00:00Z',
    name: 'Ada',
    university: '',
    country: 'UK',
    rating: 5,
    quote: 'Great help.',
    status: 'approved',
    isFeatured: false,
  }
  const errors = (changes: Record<string, unknown>) =>
    fieldErrors(saveTestimonialSchema.safeParse({ ...testimonial, ...changes }))

  it('takes a rating from 1 to 5 and lines within their limits', () => {
    expect(TESTIMONIAL_STATUSES).toEqual(['pending', 'approved', 'rejected'])
    expect(errors({})).toStrictEqual({})
    expect(errors({ rating: 1, university: 'x'.repeat(100) })).toStrictEqual({})
    const range = ['Choose a rating from 1 to 5.']
    expect(errors({ rating: 0 })).toStrictEqual({ rating: range })
    expect(errors({ rating: 6 })).toStrictEqual({ rating: range })
    expect(errors({ rating: 4.5 })).toStrictEqual({ rating: range })
    expect(errors({ rating: '5' })).toStrictEqual({ rating: ['Choose a rating.'] })
    expect(errors({ university: 'x'.repeat(101), country: 'x'.repeat(101) })).toStrictEqual({
      university: ['Use at most 100 characters.'],
      country: ['Use at most 100 characters.'],
    })
    expect(errors({ name: ' ', quote: 'x'.repeat(2001) })).toStrictEqual({
      name: ['Enter a name.'],
      quote: ['Use at most 2000 characters.'],
    })
  })

  it('changes the status, the feature flag or both, never nothing', () => {
    expect(setTestimonialStateSchema.safeParse({ id, status: 'rejected' }).success).toBe(true)
    expect(setTestimonialStateSchema.safeParse({ id, isFeatured: false }).success).toBe(true)
    expect(fieldErrors(setTestimonialStateSchema.safeParse({ id }))).toStrictEqual({
      status: ['Nothing to change.'],
    })
  })

  it('moves one testimonial a whole, non-zero number of places', () => {
    expect(moveTestimonialSchema.safeParse({ id, by: -1 }).success).toBe(true)
    expect(moveTestimonialSchema.safeParse({ id, by: 1_000_000 }).success).toBe(true)
    expect(moveTestimonialSchema.safeParse({ id, by: -1_000_000 }).success).toBe(true)
    const errors = (by: number) => fieldErrors(moveTestimonialSchema.safeParse({ id, by }))
    expect(errors(0)).toStrictEqual({ by: ['Nothing to move.'] })
    expect(errors(1.5)).toStrictEqual({ by: ['Move by a whole number of places.'] })
    expect(errors(1_000_001)).toStrictEqual({ by: ['Move at most 1,000,000 places.'] })
    expect(errors(-1_000_001)).toStrictEqual({ by: ['Move at most 1,000,000 places.'] })
    expect(fieldErrors(moveTestimonialSchema.safeParse({ id: 'x', by: 1 }))).toHaveProperty('id')
  })
})
