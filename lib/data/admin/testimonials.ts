import 'server-only'

import { cache } from 'react'

import { editorRow } from '@/lib/data/admin/editor-row'
import { COUNTED, readEstimatedPage, type ListPage } from '@/lib/data/admin/list-page'
import type { ListParams, ListSpec } from '@/lib/data/admin/list-params'
import { createClient } from '@/lib/supabase/server'
import type { SaveTestimonialInput } from '@/lib/validation/admin/testimonials'

type ServerClient = Awaited<ReturnType<typeof createClient>>

/** The list has one order, the site's display order, which the admin changes by moving rows. */
export const testimonialListSpec = {
  sortable: ['sort_order'],
  defaultSort: { column: 'sort_order', direction: 'asc' },
} as const satisfies ListSpec<string, never>

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

/**
 * One page of every testimonial, any status, in display order: sort_order, then oldest first,
 * then id (the order move_testimonial ranks by, so a row's place is the page's offset plus its
 * index).
 */
export async function listTestimonialsPage(
  supabase: ServerClient,
  params: Pick<ListParams, 'page' | 'pageSize'>,
): Promise<ListPage<TestimonialRow>> {
  const query = supabase
    .from('testimonials')
    .select(
      'id, name, university, country, rating, quote, status, is_featured, sort_order, updated_at',
      COUNTED,
    )
    .order('sort_order')
    .order('created_at')
    .order('id')
  return readEstimatedPage(query, params, 'the testimonials')
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

/**
 * getTestimonialEditorValues with the admin's own client, read once per request for the editor
 * page and its title (cache() keys on its arguments, and every createClient() is a new client).
 */
export const getTestimonialForEdit = cache(async (id: string) =>
  getTestimonialEditorValues(await createClient(), id),
)
