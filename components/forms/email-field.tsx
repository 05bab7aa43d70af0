'use client'

import type { FieldValues } from 'react-hook-form'

import { TextField, type TextFieldProps } from '@/components/forms/text-field'

type EmailFieldProps<T extends FieldValues> = Omit<TextFieldProps<T>, 'label'> & { label?: string }

/** An email address field, labelled "Email" unless told otherwise. */
export function EmailField<T extends FieldValues>({
  label = 'Email',
  ...props
}: EmailFieldProps<T>) {
  return <TextField label={label} type="email" autoComplete="email" {...props} />
}
