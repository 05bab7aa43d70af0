'use client'

import type { FieldValues } from 'react-hook-form'

import { FieldShell, type BoundFieldProps } from '@/components/forms/field-shell'
import { FormControl } from '@/components/ui/form'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'

export type Choice = { value: string; label: string }

type ChoiceFieldProps<T extends FieldValues> = BoundFieldProps<T> & {
  placeholder: string
  choices: readonly Choice[]
}

/** A labelled select bound to a react-hook-form field; '' shows the placeholder. */
export function ChoiceField<T extends FieldValues>({
  placeholder,
  choices,
  ...shell
}: ChoiceFieldProps<T>) {
  return (
    <FieldShell
      {...shell}
      render={(field) => (
        <Select value={field.value} onValueChange={field.onChange}>
          <FormControl>
            <SelectTrigger className="w-full" onBlur={field.onBlur} ref={field.ref}>
              <SelectValue placeholder={placeholder} />
            </SelectTrigger>
          </FormControl>
          <SelectContent className="max-h-72">
            {choices.map((choice) => (
              <SelectItem key={choice.value} value={choice.value}>
                {choice.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    />
  )
}
