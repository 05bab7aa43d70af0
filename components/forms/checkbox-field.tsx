'use client'

import type * as React from 'react'
import type { FieldPath, FieldValues } from 'react-hook-form'

import { FieldDescription, type BoundFieldProps } from '@/components/forms/field-shell'
import { Checkbox } from '@/components/ui/checkbox'
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'

type CheckboxFieldProps<T extends FieldValues> = Omit<BoundFieldProps<T>, 'label'> & {
  /** The statement the box confirms; it is the checkbox's label. */
  label: React.ReactNode
  name: FieldPath<T>
}

/** A checkbox with its label beside it, bound to a boolean react-hook-form field. */
export function CheckboxField<T extends FieldValues>({
  control,
  name,
  label,
  description,
}: CheckboxFieldProps<T>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <div className="flex items-start gap-3">
            <FormControl>
              <Checkbox
                ref={field.ref}
                checked={field.value === true}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                className="mt-0.5"
              />
            </FormControl>
            <FormLabel className="leading-snug font-normal">{label}</FormLabel>
          </div>
          {description ? <FieldDescription>{description}</FieldDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  )
}
