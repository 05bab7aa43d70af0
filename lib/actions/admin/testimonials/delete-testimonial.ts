'use server'

import { adminAction } from '@/lib/actions/action'
import { fail, ok } from '@/lib/actions/result'
import { invalidateTestimonials } from '@/lib/data/tags'
import { testimonialIdSchema } from '@/lib/validation/admin/testimonials'

/**
 * Deletes one testimonial. The gap it leaves in sort_order needs no closing: the display order
 * only compares values, and move_testimonial rotates the values already there.
 */
export const deleteTestimonialAction = adminAction(
  testimonialIdSchema,
  async ({ id }, { supabase }) => {
    const { data, error } = await supabase.from('testimonials').delete().eq('id', id).select('id')
    if (error) return fail(`Could not delete the testimonial: ${error.message}`)
    if (data.length === 0) return fail('This testimonial no longer exists.')
    invalidateTestimonials()
    return ok(undefined)
  },
)
