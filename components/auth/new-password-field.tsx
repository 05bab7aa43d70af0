'use client'

import { useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form'

import { PasswordRules } from '@/components/auth/password-rules'
import { TextField } from '@/components/forms/text-field'

type NewPasswordFieldProps<T extends FieldValues> = {
  control: Control<T>
  name: FieldPath<T>
  label: string
}

/** A new password, described by the policy's rules, which tick off as the user types. */
export function NewPasswordField<T extends FieldValues>({
  control,
  name,
  label,
}: NewPasswordFieldProps<T>) {
  const value: unknown = useWatch({ control, name })
  return (
    <TextField
      control={control}
      name={name}
      label={label}
      type="password"
      autoComplete="new-password"
      description={<PasswordRules value={typeof value === 'string' ? value : ''} />}
    />
  )
}
