'use client'

import { useWatch, type FieldValues } from 'react-hook-form'

import { TextField, type TextFieldProps } from '@/components/forms/text-field'

type Props<T extends FieldValues> = TextFieldProps<T> & { maxLength: number }

/** A text field showing how many of its characters are used, for limits like an SEO title's. */
export function CountedTextField<T extends FieldValues>(props: Props<T>) {
  const value: unknown = useWatch({ control: props.control, name: props.name })
  const length = typeof value === 'string' ? value.length : 0
  const left = props.maxLength - length
  return (
    <TextField
      {...props}
      description={
        <>
          {props.description}
          <span className="block tabular-nums" data-slot="character-count">
            {length} of {props.maxLength} characters
          </span>
          <span aria-live="polite" className="sr-only">
            {left <= 10 ? `${left} characters left` : ''}
          </span>
        </>
      }
    />
  )
}
