'use server'

import { adminAction } from '@/lib/actions/action'
import { deleteById } from '@/lib/actions/admin/delete-by-id'
import { ok } from '@/lib/actions/result'
import { invalidateTestimonials } from '@/lib/data/tags'
import { testimonialIdSchema } from '@/lib/validation/admin/testimonials'

/**
 * Deletes one testimonial. The gap it leaves in sort_order needs no closing: the display order
 * only compares values, and move_testimonial rotates the values already there.
 */
export const deleteTestimonialAction = adminAction(
  testimonialIdSchema,
  async ({ id }, { supabase }) => {
    const removed = await deleteById(supabase, 'testimonials', id, 'id', 'testimonial')
    if (!removed.ok) return removed
    invalidateTestimonials()
    return ok(undefined)
  },
)
