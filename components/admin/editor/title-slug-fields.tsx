'use client'

import type { Control, FieldValues, Path } from 'react-hook-form'

import { TextField } from '@/components/forms/text-field'

type Props<T extends FieldValues> = {
  control: Control<T>
  /** Where the slug puts the row, for example "The job's address: /careers/slug". */
  slugDescription: string
}

/** The title and slug inputs of a form whose values have both (fed by useSlugFromTitle). */
export function TitleSlugFields<T extends FieldValues>({ control, slugDescription }: Props<T>) {
  return (
    <>
      <TextField control={control} name={'title' as Path<T>} label="Title" maxLength={200} />
      <TextField
        control={control}
        name={'slug' as Path<T>}
        label="Slug"
        description={slugDescription}
        maxLength={200}
      />
    </>
  )
}
