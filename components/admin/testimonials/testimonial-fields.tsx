'use client'

import type { Control, FieldValues, Path } from 'react-hook-form'

import { CheckboxField } from '@/components/forms/checkbox-field'
import { ChoiceField, nativeSelectClass } from '@/components/forms/choice-field'
import { FieldShell } from '@/components/forms/field-shell'
import { TextField } from '@/components/forms/text-field'
import { TextareaField } from '@/components/forms/textarea-field'
import { FormControl } from '@/components/ui/form'
import { optionsOf } from '@/lib/format/labels'
import {
  TESTIMONIAL_STATUSES,
  type CreateTestimonialInput,
} from '@/lib/validation/admin/testimonials'

const ratings = [1, 2, 3, 4, 5]

/** Every field of a testimonial, for the new-testimonial form and the editor. */
export function TestimonialFields<T extends FieldValues>({ control }: { control: Control<T> }) {
  const name = (field: keyof CreateTestimonialInput) => field as Path<T>
  return (
    <>
      <TextField control={control} name={name('name')} label="Name" maxLength={100} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={control} name={name('university')} label="University" maxLength={100} />
        <TextField control={control} name={name('country')} label="Country" maxLength={100} />
      </div>
      <TextareaField
        control={control}
        name={name('quote')}
        label="Quote"
        rows={5}
        maxLength={2000}
        showCount
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <RatingField control={control} name={name('rating')} />
        <ChoiceField
          control={control}
          name={name('status')}
          label="Status"
          choices={optionsOf(TESTIMONIAL_STATUSES)}
        />
      </div>
      <CheckboxField
        control={control}
        name={name('isFeatured')}
        label="Feature on the home page"
        description="Featured approved testimonials show first on the home page."
      />
    </>
  )
}

/** The 1-5 rating as a native select of numbers; a new testimonial starts with none chosen. */
function RatingField<T extends FieldValues>({
  control,
  name,
}: {
  control: Control<T>
  name: Path<T>
}) {
  return (
    <FieldShell
      control={control}
      name={name}
      label="Rating"
      render={(field) => (
        <FormControl>
          <select
            className={nativeSelectClass}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            value={typeof field.value === 'number' ? String(field.value) : ''}
            onChange={(event) => field.onChange(Number(event.target.value))}
          >
            {typeof field.value === 'number' ? null : (
              <option value="" disabled>
                Choose a rating
              </option>
            )}
            {ratings.map((rating) => (
              <option key={rating} value={rating}>
                {rating} of 5
              </option>
            ))}
          </select>
        </FormControl>
      )}
    />
  )
}
