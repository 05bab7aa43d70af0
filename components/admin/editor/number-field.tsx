'use client'

import type { FieldValues } from 'react-hook-form'

import { FieldShell, type BoundFieldProps } from '@/components/forms/field-shell'
import { FormControl } from '@/components/ui/form'
import { Input } from '@/components/ui/input'

type NumberFieldProps<T extends FieldValues> = BoundFieldProps<T> & {
  min?: number
  max?: number
  /** An empty box means null (no value) instead of an error. */
  optional?: boolean
}

/** A labelled whole-number input bound to a numeric react-hook-form field. */
export function NumberField<T extends FieldValues>({
  min,
  max,
  optional = false,
  ...shell
}: NumberFieldProps<T>) {
  return (
    <FieldShell
      {...shell}
      render={(field) => (
        <FormControl>
          <Input
            type="number"
            inputMode="numeric"
            step={1}
            min={min}
            max={max}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            value={typeof field.value === 'number' && !Number.isNaN(field.value) ? field.value : ''}
            onChange={(event) => {
              const raw = event.target.value
              field.onChange(raw === '' ? (optional ? null : Number.NaN) : Number(raw))
            }}
          />
        </FormControl>
      )}
    />
  )
}
