'use client'

import type { FieldPath, FieldValues } from 'react-hook-form'

import { FieldDescription, type BoundFieldProps } from '@/components/forms/field-shell'
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Switch } from '@/components/ui/switch'

/** An on/off switch with its label beside it, bound to a boolean react-hook-form field. */
export function SwitchField<T extends FieldValues>({
  control,
  name,
  label,
  description,
}: BoundFieldProps<T> & { name: FieldPath<T> }) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <div className="flex items-center gap-3">
            <FormControl>
              <Switch
                ref={field.ref}
                checked={field.value === true}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
              />
            </FormControl>
            <FormLabel className="font-normal">{label}</FormLabel>
          </div>
          {description ? <FieldDescription>{description}</FieldDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  )
}
