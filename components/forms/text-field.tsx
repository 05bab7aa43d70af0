'use client'

import type * as React from 'react'
import type { FieldValues } from 'react-hook-form'

import { FieldShell, type BoundFieldProps } from '@/components/forms/field-shell'
import { FormControl } from '@/components/ui/form'
import { Input } from '@/components/ui/input'

export type TextFieldProps<T extends FieldValues> = BoundFieldProps<T> &
  Omit<React.ComponentProps<typeof Input>, 'name'>

/** A labelled text input bound to a react-hook-form field, with its error below. */
export function TextField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  ...inputProps
}: TextFieldProps<T>) {
  return (
    <FieldShell
      control={control}
      name={name}
      label={label}
      description={description}
      render={(field) => (
        <FormControl>
          <Input {...inputProps} {...field} />
        </FormControl>
      )}
    />
  )
}
