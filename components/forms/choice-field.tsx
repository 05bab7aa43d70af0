'use client'

import type { FieldValues } from 'react-hook-form'

import { FieldShell, type BoundFieldProps } from '@/components/forms/field-shell'
import { FormControl } from '@/components/ui/form'

export type Choice = { value: string; label: string }

/** A native select's look, shared with the selects outside forms (question kinds, filters). */
export const nativeSelectClass =
  'h-9 w-full rounded-md border border-input bg-background px-3 py-1 text-base shadow-xs outline-none md:text-sm focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring aria-invalid:border-destructive'

type ChoiceFieldProps<T extends FieldValues> = BoundFieldProps<T> & {
  choices: readonly Choice[]
  /** Shown while nothing is chosen (the value ''), and not itself a choice. */
  placeholder?: string
}

/**
 * A labelled native select bound to a react-hook-form field. Native, so it costs no script, the
 * keyboard and phones behave as every browser user expects, and '' can be a real choice ("None").
 */
export function ChoiceField<T extends FieldValues>({
  placeholder,
  choices,
  ...shell
}: ChoiceFieldProps<T>) {
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
            {placeholder ? (
              <option value="" disabled>
                {placeholder}
              </option>
            ) : null}
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </FormControl>
      )}
    />
  )
}
