import type { z } from 'zod'

import type { createTestimonialSchema } from '@/lib/validation/admin/testimonials'

/** A testimonial's form values as table columns; an empty university or country is no value. */
export function testimonialColumns(input: z.output<typeof createTestimonialSchema>) {
  return {
    name: input.name,
    university: input.university || null,
    country: input.country || null,
    rating: input.rating,
    quote: input.quote,
    status: input.status,
    is_featured: input.isFeatured,
  }
}
