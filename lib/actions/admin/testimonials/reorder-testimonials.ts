'use server'

import { adminAction } from '@/lib/actions/action'
import { fail, ok } from '@/lib/actions/result'
import { invalidateTestimonials } from '@/lib/data/tags'
import { reorderTestimonialsSchema } from '@/lib/validation/admin/testimonials'

/** Stores the testimonials' new order (first shows first) in one statement. */
export const reorderTestimonialsAction = adminAction(
  reorderTestimonialsSchema,
  async ({ ids }, { supabase }) => {
    const { data, error } = await supabase.rpc('reorder_testimonials', { ids })
    if (error) return fail(`Could not save the order: ${error.message}`)
    invalidateTestimonials()
    return ok({ changed: data })
  },
)
