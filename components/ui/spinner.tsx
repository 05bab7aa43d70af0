import { Loader2Icon } from 'lucide-react'
import type * as React from 'react'

import { cn } from '@/lib/utils'

/** The turning icon alone, for places whose own text already says what is happening. */
function SpinnerIcon({ className, ...props }: React.ComponentProps<'svg'>) {
  return (
    <Loader2Icon
      aria-hidden="true"
      data-slot="spinner-icon"
      className={cn('size-4 animate-spin', className)}
      {...props}
    />
  )
}

/** A loading region that screen readers announce by its label. */
function Spinner({
  label = 'Loading',
  className,
  ...props
}: React.ComponentProps<'div'> & { label?: string }) {
  return (
    <div
      role="status"
      data-slot="spinner"
      className={cn('flex min-h-[50vh] items-center justify-center', className)}
      {...props}
    >
      <SpinnerIcon className="size-10 text-primary" />
      <span className="sr-only">{label}</span>
    </div>
  )
}

export { Spinner, SpinnerIcon }
