'use client'

import { EditorShell } from '@/components/admin/editor/editor-shell'
import { useEditor } from '@/components/admin/editor/use-editor'
import { TestimonialFields } from '@/components/admin/testimonials/testimonial-fields'
import { focusThroughRefresh, shownById } from '@/components/admin/focus-through-refresh'
import { HEADING_IDS } from '@/components/admin/page-header'
import { createTestimonialAction } from '@/lib/actions/admin/testimonials/create-testimonial'
import { createTestimonialSchema } from '@/lib/validation/admin/testimonials'

/** A new testimonial, pending until approved unless chosen otherwise; saving opens its editor. */
export function NewTestimonialForm() {
  const editor = useEditor({
    schema: createTestimonialSchema,
    // No rating until one is chosen: a default would be saved unread.
    defaultValues: {
      name: '',
      university: '',
      country: '',
      quote: '',
      status: 'pending',
      isFeatured: false,
    },
    table: 'testimonials',
    row: null,
    action: createTestimonialAction,
    savedPath: ({ id }) => `/admin/testimonials/${id}`,
    onSuccess: () => {
      // This page has no such heading; the editor that replaces it has.
      focusThroughRefresh(shownById(HEADING_IDS.testimonialEditor))
      return 'Testimonial created. Opening its editor…'
    },
  })
  return (
    <EditorShell
      editor={editor}
      label="New testimonial"
      className="max-w-2xl"
      submitLabel="Create testimonial"
      pendingLabel="Creating…"
    >
      <TestimonialFields control={editor.form.control} />
    </EditorShell>
  )
}
