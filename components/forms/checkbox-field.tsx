'use client'

import type * as React from 'react'
import type { FieldPath, FieldValues } from 'react-hook-form'

import { FieldShell, type BoundFieldProps } from '@/components/forms/field-shell'
import { Checkbox } from '@/components/ui/checkbox'
import { FormControl } from '@/components/ui/form'

type CheckboxFieldProps<T extends FieldValues> = Omit<BoundFieldProps<T>, 'label'> & {
  /** The statement the box confirms; it is the checkbox's label. */
  label: React.ReactNode
  name: FieldPath<T>
}

/** A checkbox with its label beside it, bound to a boolean react-hook-form field. */
export function CheckboxField<T extends FieldValues>(props: CheckboxFieldProps<T>) {
  return (
    <FieldShell
      {...props}
      labelAfter
      render={(field) => (
        <FormControl>
          <Checkbox
            ref={field.ref}
            checked={field.value === true}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            onBlur={field.onBlur}
            className="mt-0.5"
          />
        </FormControl>
      )}
    />
  )
}
