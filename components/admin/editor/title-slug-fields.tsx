'use client'

import type { Control, FieldValues, Path } from 'react-hook-form'

import { SlugField, type CheckSlug } from '@/components/admin/editor/slug-field'
import { TextField } from '@/components/forms/text-field'

type Props<T extends FieldValues> = {
  control: Control<T>
  /** Where the slug puts the row, for example "The job's address: /careers/slug". */
  slugDescription: string
  /** Checks the slug on the server as it is typed; without it the slug is a plain input. */
  check?: CheckSlug
  /** The row being edited, whose own slug the check counts as free; empty for a new one. */
  rowId?: string
}

/** The title and slug inputs of a form whose values have both (fed by useSlugFromTitle). */
export function TitleSlugFields<T extends FieldValues>({
  control,
  slugDescription,
  check,
  rowId = '',
}: Props<T>) {
  const slug = 'slug' as Path<T>
  return (
    <>
      <TextField control={control} name={'title' as Path<T>} label="Title" maxLength={200} />
      {check ? (
        <SlugField
          control={control}
          name={slug}
          check={check}
          rowId={rowId}
          description={slugDescription}
        />
      ) : (
        <TextField
          control={control}
          name={slug}
          label="Slug"
          description={slugDescription}
          maxLength={200}
        />
      )}
    </>
  )
}
