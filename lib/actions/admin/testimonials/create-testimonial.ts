'use server'

import { adminAction } from '@/lib/actions/action'
import { fail, ok } from '@/lib/actions/result'
import { testimonialColumns } from '@/lib/actions/admin/testimonials/testimonial-columns'
import { invalidateTestimonials } from '@/lib/data/tags'
import { createTestimonialSchema } from '@/lib/validation/admin/testimonials'

/** sort_order is a Postgres integer. */
const LAST_PLACE = 2_147_483_647

/**
 * Creates a testimonial at the end of the display order: one past the highest sort_order. Two
 * created at once may share a value, or one may meet the integer's end; either way the order
 * falls back to created_at (last is newest), and move_testimonial numbers such ties first.
 */
export const createTestimonialAction = adminAction(
  createTestimonialSchema,
  async (input, { supabase }) => {
    const last = await supabase
      .from('testimonials')
      .select('sort_order')
      .order('sort_order', { ascending: false })
      .limit(1)
      .maybeSingle()
    if (last.error) return fail(`Could not create the testimonial: ${last.error.message}`)
    const { data, error } = await supabase
      .from('testimonials')
      .insert({
        ...testimonialColumns(input),
        sort_order: last.data ? Math.min(last.data.sort_order + 1, LAST_PLACE) : 0,
      })
      .select('id')
      .single()
    if (error) return fail(`Could not create the testimonial: ${error.message}`)
    invalidateTestimonials()
    return ok({ id: data.id })
  },
)
