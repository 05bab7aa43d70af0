'use client'

import * as React from 'react'
import type { FieldValues } from 'react-hook-form'

import { FieldShell, type BoundFieldProps } from '@/components/forms/field-shell'
import { FormControl } from '@/components/ui/form'
import { Input } from '@/components/ui/input'

const subscribe = () => () => {}
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone
const noZoneOnServer = () => null

const pad = (value: number) => String(value).padStart(2, '0')

/** An ISO instant as a datetime-local value in this browser's time zone. */
export function toLocalInput(iso: string): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** A datetime-local value, read in this browser's time zone, as an ISO instant in UTC. */
export function fromLocalInput(local: string): string {
  if (!local) return ''
  const date = new Date(local)
  return Number.isNaN(date.getTime()) ? '' : date.toISOString()
}

/**
 * A date and time picked in the admin's own time zone (named beside the label) and kept in the
 * form as a UTC ISO string, which is what the database stores. The input fills in after
 * hydration, since the server does not know the browser's zone.
 */
export function DateTimeField<T extends FieldValues>({ label, ...shell }: BoundFieldProps<T>) {
  const zone = React.useSyncExternalStore(subscribe, browserZone, noZoneOnServer)
  return (
    <FieldShell
      {...shell}
      label={zone ? `${label} (${zone})` : label}
      render={(field) => (
        <FormControl>
          <Input
            type="datetime-local"
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            value={zone ? toLocalInput(String(field.value ?? '')) : ''}
            onChange={(event) => field.onChange(fromLocalInput(event.target.value))}
          />
        </FormControl>
      )}
    />
  )
}
