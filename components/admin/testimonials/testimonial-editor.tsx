'use client'

import type { UseFormReturn } from 'react-hook-form'

import { EditorShell } from '@/components/admin/editor/editor-shell'
import { ChoiceField, nativeSelectClass } from '@/components/forms/choice-field'
import { saveAtVersion } from '@/components/admin/editor/save-at-version'
import { useEditor } from '@/components/admin/editor/use-editor'
import { CheckboxField } from '@/components/forms/checkbox-field'
import { TextField } from '@/components/forms/text-field'
import { TextareaField } from '@/components/forms/textarea-field'
import { saveTestimonialAction } from '@/lib/actions/admin/testimonials/save-testimonial'
import { optionsOf } from '@/lib/format/labels'
import {
  saveTestimonialSchema,
  TESTIMONIAL_STATUSES,
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

const ratings = [1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: `${n} of 5` }))

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
  const { form } = editor

  return (
    <EditorShell
      editor={editor}
      label="Edit testimonial"
      compared={compared}
      className="max-w-2xl"
      submitLabel="Save testimonial"
    >
      <TextField control={form.control} name="name" label="Name" maxLength={100} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={form.control} name="university" label="University" maxLength={100} />
        <TextField control={form.control} name="country" label="Country" maxLength={100} />
      </div>
      <TextareaField
        control={form.control}
        name="quote"
        label="Quote"
        rows={5}
        maxLength={2000}
        showCount
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <RatingField form={form} />
        <ChoiceField
          control={form.control}
          name="status"
          label="Status"
          choices={optionsOf(TESTIMONIAL_STATUSES)}
        />
      </div>
      <CheckboxField
        control={form.control}
        name="isFeatured"
        label="Feature on the home page"
        description="Featured approved testimonials show first on the home page."
      />
    </EditorShell>
  )
}

function RatingField({
  form,
}: {
  form: UseFormReturn<SaveTestimonialInput, unknown, SaveTestimonialInput>
}) {
  const rating = form.watch('rating')
  return (
    <div className="grid gap-2">
      <label htmlFor="testimonial-rating" className="text-sm font-medium">
        Rating
      </label>
      <select
        id="testimonial-rating"
        className={nativeSelectClass}
        value={String(rating)}
        onChange={(event) =>
          form.setValue('rating', Number(event.target.value), { shouldDirty: true })
        }
      >
        {ratings.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
