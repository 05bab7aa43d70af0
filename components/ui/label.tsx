'use client'

import { Label as LabelPrimitive } from 'radix-ui'
import type * as React from 'react'

import { withClassName } from '@/lib/utils'

// `data-error` is set by FormLabel on a field with an error; other labels never carry it.
function Label({ className, ...props }: React.ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={withClassName(
        'flex items-center gap-2 text-sm leading-none font-medium select-none group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50 data-[error=true]:text-destructive',
        className,
      )}
      {...props}
    />
  )
}

export { Label }
