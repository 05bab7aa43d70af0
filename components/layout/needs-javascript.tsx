import type * as React from 'react'

import { cn } from '@/lib/utils'

/**
 * Said only to a browser without JavaScript, before a control that cannot work without it, so a
 * button that does nothing, or a form that sends nothing, is explained rather than a dead end.
 */
export function NeedsJavaScript({
  children,
  className,
}: {
  children: React.ReactNode
  className?: string
}) {
  return (
    <noscript>
      <p className={cn('text-sm font-medium text-destructive', className)}>{children}</p>
    </noscript>
  )
}
