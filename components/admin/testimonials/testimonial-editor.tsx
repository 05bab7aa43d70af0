'use client'

import { EditorShell } from '@/components/admin/editor/editor-shell'
import { saveAtVersion } from '@/components/admin/editor/save-at-version'
import { useEditor } from '@/components/admin/editor/use-editor'
import { TestimonialFields } from '@/components/admin/testimonials/testimonial-fields'
import { saveTestimonialAction } from '@/lib/actions/admin/testimonials/save-testimonial'
import {
  saveTestimonialSchema,
  type SaveTestimonialInput,
} from '@/lib/validation/admin/testimonials'

const compared = [
  { name: 'name', label: 'Name' },
  { name: 'university', label: 'University' },
  { name: 'country', label: 'Country' },
  { name: 'rating', label: 'Rating' },
  { name: 'quote', label: 'Quote' },
  { name: 'status', label: 'Status' },
  { name: 'isFeatured', label: 'Featured' },
]

/** A testimonial's text, rating, status and featuring; never loses the admin's work. */
export function TestimonialEditor({ initial }: { initial: SaveTestimonialInput }) {
  const editor = useEditor({
    schema: saveTestimonialSchema,
    defaultValues: initial,
    table: 'testimonials',
    ...saveAtVersion(initial, saveTestimonialAction),
    onSuccess: () => {
      return 'Saved.'
    },
  })
  return (
    <EditorShell
      editor={editor}
      label="Edit testimonial"
      compared={compared}
      className="max-w-2xl"
      submitLabel="Save testimonial"
    >
      <TestimonialFields control={editor.form.control} />
    </EditorShell>
  )
}
