'use client'

import type * as React from 'react'
import type { Control, ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form'

import { FormField, FormItem, FormLabel, FormMessage, useFormField } from '@/components/ui/form'
import { withClassName } from '@/lib/utils'

/**
 * The field's description, named by the control's aria-describedby. A div rather than a <p>, so
 * a description may hold a list (the password rules) or a button.
 */
export function FieldDescription({ className, ...props }: React.ComponentProps<'div'>) {
  const { formDescriptionId } = useFormField()
  return (
    <div
      data-slot="form-description"
      id={formDescriptionId}
      className={withClassName('text-sm text-muted-foreground', className)}
      {...props}
    />
  )
}

/** What every kit field takes. */
export type BoundFieldProps<T extends FieldValues> = {
  control: Control<T>
  name: FieldPath<T>
  label: string
  description?: React.ReactNode
}

type FieldShellProps<T extends FieldValues> = Omit<BoundFieldProps<T>, 'label'> & {
  label: React.ReactNode
  /** The label beside the control, after it, as a checkbox's statement reads. */
  labelAfter?: boolean
  /** The control, wrapped in FormControl so it gets the id, aria-invalid and aria-describedby. */
  render: (field: ControllerRenderProps<T, FieldPath<T>>) => React.ReactNode
}

/** One react-hook-form field: label, control, description and error message. */
export function FieldShell<T extends FieldValues>({
  control,
  name,
  label,
  description,
  labelAfter = false,
  render,
}: FieldShellProps<T>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          {labelAfter ? (
            <div className="flex items-start gap-3">
              {render(field)}
              <FormLabel className="leading-snug font-normal">{label}</FormLabel>
            </div>
          ) : (
            <>
              <FormLabel>{label}</FormLabel>
              {render(field)}
            </>
          )}
          {description ? <FieldDescription>{description}</FieldDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  )
}
