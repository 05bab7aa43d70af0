'use server'

import { adminAction } from '@/lib/actions/action'
import { ok } from '@/lib/actions/result'
import { testimonialColumns } from '@/lib/actions/admin/testimonials/testimonial-columns'
import { updateIfUnchanged } from '@/lib/actions/admin/update-if-unchanged'
import { toTestimonialValues } from '@/lib/data/admin/testimonials'
import { invalidateTestimonials } from '@/lib/data/tags'
import { saveTestimonialSchema } from '@/lib/validation/admin/testimonials'

/** Saves a testimonial's text, rating, status and featuring, unless someone saved it first. */
export const saveTestimonialAction = adminAction(
  saveTestimonialSchema,
  async (input, { supabase }) => {
    const result = await updateIfUnchanged(
      supabase,
      'testimonials',
      input.id,
      input.updatedAt,
      testimonialColumns(input),
    )
    if (!result.ok) {
      if (result.conflict) result.conflict.current = toTestimonialValues(result.conflict.current)
      return result
    }
    invalidateTestimonials()
    return ok({ updatedAt: result.data.updated_at })
  },
)
