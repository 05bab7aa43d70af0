import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react'

import { cn } from '@/lib/utils'

/** An inline status line that screen readers announce when it changes. */
export function FormAlert({
  tone,
  children,
}: {
  tone: 'error' | 'success'
  children?: React.ReactNode
}) {
  return (
    <div aria-live="polite" className="min-h-0">
      {children ? (
        <p
          role={tone === 'error' ? 'alert' : 'status'}
          className={cn(
            'flex items-start gap-2 rounded-md border p-3 text-sm',
            tone === 'error' ? 'border-destructive/40 text-destructive' : 'border-primary/40',
          )}
        >
          {tone === 'error' ? (
            <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          ) : (
            <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          )}
          <span>{children}</span>
        </p>
      ) : null}
    </div>
  )
}
