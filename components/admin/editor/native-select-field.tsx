'use client'

import type { FieldValues } from 'react-hook-form'

import { FieldShell, type BoundFieldProps } from '@/components/forms/field-shell'
import { FormControl } from '@/components/ui/form'

type Props<T extends FieldValues> = BoundFieldProps<T> & {
  choices: readonly { value: string; label: string }[]
}

/** Rows to choose from (categories, authors) after a first choice of none, whose value is ''. */
export const choicesWithNone = (
  noneLabel: string,
  rows: readonly { id: string; name: string }[],
) => [{ value: '', label: noneLabel }, ...rows.map((row) => ({ value: row.id, label: row.name }))]

/**
 * A labelled native select bound to a react-hook-form field. Native because editors need a "None"
 * choice with the value '' (which Radix Select does not allow) and typing a letter jumps to it.
 */
export function NativeSelectField<T extends FieldValues>({ choices, ...shell }: Props<T>) {
  return (
    <FieldShell
      {...shell}
      render={(field) => (
        <FormControl>
          <select
            {...field}
            className="h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive"
          >
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
