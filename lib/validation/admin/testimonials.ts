import { z } from 'zod'

import { expectedVersion, requiredLine } from '@/lib/validation/admin/common'

export const TESTIMONIAL_STATUSES = ['pending', 'approved', 'rejected'] as const

const optionalLine = z.string().trim().max(100, 'Use at most 100 characters.')

/**
 * What an admin writes in a testimonial, new (it goes to the end of the display order) or edited;
 * the limits are the table's.
 */
export const createTestimonialSchema = z.object({
  name: requiredLine('a name', 100),
  university: optionalLine,
  country: optionalLine,
  rating: z
    .number({ error: 'Choose a rating.' })
    .int('Choose a rating from 1 to 5.')
    .min(1, 'Choose a rating from 1 to 5.')
    .max(5, 'Choose a rating from 1 to 5.'),
  quote: requiredLine('the quote', 2000),
  status: z.enum(TESTIMONIAL_STATUSES),
  isFeatured: z.boolean(),
})

export type CreateTestimonialInput = z.input<typeof createTestimonialSchema>

export const saveTestimonialSchema = createTestimonialSchema.extend({
  id: z.uuid(),
  updatedAt: expectedVersion,
})

export type SaveTestimonialInput = z.input<typeof saveTestimonialSchema>

/** Approve, reject or feature one testimonial from the list. */
export const setTestimonialStateSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(TESTIMONIAL_STATUSES).optional(),
    isFeatured: z.boolean().optional(),
  })
  .refine((input) => input.status !== undefined || input.isFeatured !== undefined, {
    message: 'Nothing to change.',
    path: ['status'],
  })

/** One testimonial moved `by` places: up the display order when negative, down when positive. */
export const moveTestimonialSchema = z.object({
  id: z.uuid(),
  by: z
    .number()
    .int('Move by a whole number of places.')
    .min(-1_000_000, 'Move at most 1,000,000 places.')
    .max(1_000_000, 'Move at most 1,000,000 places.')
    .refine((by) => by !== 0, 'Nothing to move.'),
})

/** One testimonial named by its id (a delete). */
export const testimonialIdSchema = z.object({ id: z.uuid() })
