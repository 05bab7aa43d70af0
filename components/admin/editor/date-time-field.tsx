'use client'

import * as React from 'react'
import type { FieldValues } from 'react-hook-form'

import { FieldShell, type BoundFieldProps } from '@/components/forms/field-shell'
import { FormControl } from '@/components/ui/form'
import { Input } from '@/components/ui/input'

const noop = () => () => {}

/** An ISO instant as a datetime-local value in this browser's time zone. */
function toLocalInput(iso: string) {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000)
  return local.toISOString().slice(0, 16)
}

/**
 * A date and time in the admin's own time zone, stored as a UTC ISO string ('' for none). The
 * box is filled only in the browser, since the server does not know the admin's time zone.
 */
export function DateTimeField<T extends FieldValues>(shell: BoundFieldProps<T>) {
  const inBrowser = React.useSyncExternalStore(
    noop,
    () => true,
    () => false,
  )
  return (
    <FieldShell
      {...shell}
      render={(field) => (
        <FormControl>
          <Input
            type="datetime-local"
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            value={inBrowser && field.value ? toLocalInput(String(field.value)) : ''}
            onChange={(event) =>
              field.onChange(event.target.value ? new Date(event.target.value).toISOString() : '')
            }
          />
        </FormControl>
      )}
    />
  )
}
