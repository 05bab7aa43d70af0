'use client'

import type * as React from 'react'
import { useWatch, type FieldValues } from 'react-hook-form'

import { FieldShell, type BoundFieldProps } from '@/components/forms/field-shell'
import { FormControl } from '@/components/ui/form'
import { Textarea } from '@/components/ui/textarea'

type TextareaFieldProps<T extends FieldValues> = BoundFieldProps<T> &
  Omit<React.ComponentProps<typeof Textarea>, 'name'> & {
    /** Shows how many characters are used (of maxLength, when there is one) as the user types. */
    showCount?: boolean
  }

/** Within this many characters of maxLength, screen readers hear how many are left. */
const NEAR_LIMIT = 20

function CharacterCount({ length, max }: { length: number; max?: number }) {
  const left = max === undefined ? null : max - length
  return (
    <>
      <span data-slot="character-count" className="block tabular-nums">
        {max === undefined ? `${length} characters` : `${length} of ${max} characters`}
      </span>
      {/* The visible count changes on every key; announcing each one would drown the typing. */}
      <span aria-live="polite" className="sr-only">
        {left !== null && left <= NEAR_LIMIT ? `${left} characters left` : ''}
      </span>
    </>
  )
}

/** A labelled multi-line input bound to a react-hook-form field, with an optional live count. */
export function TextareaField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  showCount = false,
  ...textareaProps
}: TextareaFieldProps<T>) {
  const value: unknown = useWatch({ control, name })
  const count = showCount ? (
    <CharacterCount
      length={typeof value === 'string' ? value.length : 0}
      max={textareaProps.maxLength}
    />
  ) : null
  return (
    <FieldShell
      control={control}
      name={name}
      label={label}
      description={
        description || count ? (
          <>
            {description}
            {count}
          </>
        ) : null
      }
      render={(field) => (
        <FormControl>
          <Textarea {...textareaProps} {...field} />
        </FormControl>
      )}
    />
  )
}
