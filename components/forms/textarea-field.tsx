'use client'

import type * as React from 'react'
import { useWatch, type FieldValues } from 'react-hook-form'

import { FieldShell, type BoundFieldProps } from '@/components/forms/field-shell'
import { FormControl } from '@/components/ui/form'
import { Textarea } from '@/components/ui/textarea'
import { cn } from '@/lib/utils'

type TextareaFieldProps<T extends FieldValues> = BoundFieldProps<T> &
  Omit<React.ComponentProps<typeof Textarea>, 'name'> & {
    /**
     * Shows how many characters are used (of maxLength, when there is one) as the user types;
     * the limit is then the count's and the schema's, not the browser's.
     */
    showCount?: boolean
  }

/** Within this many characters of maxLength, screen readers hear how many are left. */
const NEAR_LIMIT = 20

function CharacterCount({ length, max }: { length: number; max?: number }) {
  const left = max === undefined ? null : max - length
  const over = left !== null && left < 0
  return (
    <>
      <span
        data-slot="character-count"
        className={cn('block tabular-nums', over && 'font-medium text-destructive')}
      >
        {max === undefined ? `${length} characters` : `${length} of ${max} characters`}
        {over ? `: ${-left} too many` : null}
      </span>
      {/* The visible count changes on every key; announcing each one would drown the typing. */}
      <span aria-live="polite" className="sr-only">
        {over
          ? `${-left} characters too many`
          : left !== null && left <= NEAR_LIMIT
            ? `${left} characters left`
            : ''}
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
  // A counted field lets a paste run over its limit and says by how much, rather than cutting
  // the text where the browser's maxlength would, unseen; the schema refuses it on sending.
  const { maxLength, ...uncappedProps } = textareaProps
  const count = showCount ? (
    <CharacterCount length={typeof value === 'string' ? value.length : 0} max={maxLength} />
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
          <Textarea {...(showCount ? uncappedProps : textareaProps)} {...field} />
        </FormControl>
      )}
    />
  )
}
