'use client'

import type { FieldValues } from 'react-hook-form'

import { FieldShell, type BoundFieldProps } from '@/components/forms/field-shell'
import { FormControl } from '@/components/ui/form'
import { cn } from '@/lib/utils'

export type SelectOption = { value: string; label: string }

export const nativeSelectClass = cn(
  'h-9 w-full rounded-md border border-input bg-background px-3 py-1 text-base shadow-xs outline-none md:text-sm',
  'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
  'aria-invalid:border-destructive',
)

/**
 * A labelled native select bound to a react-hook-form field. Native, so an empty value ("None")
 * is a normal option and the keyboard behaves as every browser user expects.
 */
export function SelectField<T extends FieldValues>({
  options,
  ...shell
}: BoundFieldProps<T> & { options: readonly SelectOption[] }) {
  return (
    <FieldShell
      {...shell}
      render={(field) => (
        <FormControl>
          <select
            className={nativeSelectClass}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.target.value)}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </FormControl>
      )}
    />
  )
}
