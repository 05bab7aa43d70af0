import 'server-only'

import { editorRow } from '@/lib/data/admin/editor-row'
import type { createClient } from '@/lib/supabase/server'
import type { SaveTestimonialInput } from '@/lib/validation/admin/testimonials'

type ServerClient = Awaited<ReturnType<typeof createClient>>

/** The most testimonials the ordering list shows; the home page shows the first few approved. */
export const TESTIMONIAL_LIST_LIMIT = 500

export type TestimonialRow = {
  id: string
  name: string
  university: string | null
  country: string | null
  rating: number
  quote: string
  status: string
  is_featured: boolean
  sort_order: number
  updated_at: string
}

/** Every testimonial in display order (sort_order, then oldest first), any status. */
export async function listTestimonialsInOrder(
  supabase: ServerClient,
  status?: string,
): Promise<TestimonialRow[]> {
  let query = supabase
    .from('testimonials')
    .select(
      'id, name, university, country, rating, quote, status, is_featured, sort_order, updated_at',
    )
  if (status) query = query.eq('status', status)
  const { data, error } = await query
    .order('sort_order')
    .order('created_at')
    .order('id')
    .limit(TESTIMONIAL_LIST_LIMIT)
  if (error) throw new Error(`Could not load the testimonials: ${error.message}`)
  return data
}

/** A testimonial row in the editor's shape (camelCase, '' for empty text). */
export function toTestimonialValues(row: Record<string, unknown>): SaveTestimonialInput {
  const { version, text } = editorRow(row)
  return {
    ...version,
    name: text('name'),
    university: text('university'),
    country: text('country'),
    rating: Number(row.rating),
    quote: text('quote'),
    status: row.status as SaveTestimonialInput['status'],
    isFeatured: row.is_featured === true,
  }
}

/** One testimonial for its editor, or null. */
export async function getTestimonialEditorValues(supabase: ServerClient, id: string) {
  const { data, error } = await supabase.from('testimonials').select('*').eq('id', id).maybeSingle()
  if (error) throw new Error(`Could not load the testimonial: ${error.message}`)
  return data ? toTestimonialValues(data) : null
}
