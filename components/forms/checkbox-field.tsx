'use client'

import type * as React from 'react'
import type { FieldValues } from 'react-hook-form'

import type { BoundFieldProps } from '@/components/forms/field-shell'
import { Checkbox } from '@/components/ui/checkbox'
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'

type CheckboxFieldProps<T extends FieldValues> = Omit<BoundFieldProps<T>, 'label'> & {
  /** The label beside the box; may hold a link. */
  label: React.ReactNode
}

/** A labelled checkbox bound to a boolean react-hook-form field, with its error below. */
export function CheckboxField<T extends FieldValues>({
  control,
  name,
  label,
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
                checked={field.value === true}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                ref={field.ref}
                className="mt-0.5"
              />
            </FormControl>
            <FormLabel className="leading-snug font-normal">{label}</FormLabel>
          </div>
          <FormMessage />
        </FormItem>
      )}
    />
  )
}
