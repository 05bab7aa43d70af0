'use server'

import { adminAction } from '@/lib/actions/action'
import { fail, ok } from '@/lib/actions/result'
import { invalidateTestimonials } from '@/lib/data/tags'
import { moveTestimonialSchema } from '@/lib/validation/admin/testimonials'

/**
 * Moves one testimonial `by` places up (negative) or down (positive) the display order, past the
 * ones between; at an end it stops there. Answers how many testimonials changed place.
 */
export const moveTestimonialAction = adminAction(
  moveTestimonialSchema,
  async ({ id, by }, { supabase }) => {
    const { data, error } = await supabase.rpc('move_testimonial', {
      testimonial_id: id,
      places: by,
    })
    if (error?.code === 'P0002') return fail('This testimonial no longer exists.')
    if (error) return fail(`Could not save the order: ${error.message}`)
    invalidateTestimonials()
    return ok({ changed: data })
  },
)
