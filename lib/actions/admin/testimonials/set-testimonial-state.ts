'use server'

import { adminAction } from '@/lib/actions/action'
import { fail, ok } from '@/lib/actions/result'
import { invalidateTestimonials } from '@/lib/data/tags'
import { setTestimonialStateSchema } from '@/lib/validation/admin/testimonials'

/** Approves, rejects, features or unfeatures one testimonial from the list. */
export const setTestimonialStateAction = adminAction(
  setTestimonialStateSchema,
  async ({ id, status, isFeatured }, { supabase }) => {
    const { data, error } = await supabase
      .from('testimonials')
      .update({
        ...(status !== undefined ? { status } : {}),
        ...(isFeatured !== undefined ? { is_featured: isFeatured } : {}),
      })
      .eq('id', id)
      .select('id')
    if (error) return fail(`Could not save: ${error.message}`)
    if (data.length === 0) return fail('This testimonial no longer exists.')
    invalidateTestimonials()
    return ok(undefined)
  },
)
