import { CircleCheckIcon } from 'lucide-react'
import type * as React from 'react'

/**
 * Shown for a few seconds after a successful request; takes focus so it is announced. Its words
 * are not the success toast's, which says the same thing at the same time.
 */
export function SuccessPanel({ ref }: { ref: React.Ref<HTMLDivElement> }) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      data-testid="study-guide-success"
      className="flex min-h-32 items-start gap-3 rounded-lg border border-primary/40 bg-card p-5 outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
    >
      <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
      <div>
        <p className="font-semibold">Your guide is on its way</p>
        <p className="mt-1 text-sm text-muted-foreground">
          The download link works for 7 days. If the email has not arrived in a few minutes, check
          your spam folder.
        </p>
      </div>
    </div>
  )
}
