import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react'
import type * as React from 'react'

import { cn } from '@/lib/utils'

export type FormStatus = {
  tone: 'error' | 'success'
  message: string
  /** A toast says the message, so the status line stays empty and the page shows it once. */
  inToast?: boolean
  /**
   * A toast has announced the message, which stays in the status line for whoever reads slowly:
   * shown there without being announced again, so a screen reader hears it once.
   */
  toastSaid?: boolean
}

type FormAlertProps = {
  tone?: FormStatus['tone']
  children?: React.ReactNode
  /** A form's outcome; takes the place of tone and children. */
  status?: FormStatus | null
}

/** An inline status line that screen readers announce when it changes (unless a toast did). */
export function FormAlert({ tone = 'error', children, status }: FormAlertProps) {
  const shownTone = status?.tone ?? tone
  const body = status ? (status.inToast ? null : status.message) : children
  const announced = !status?.toastSaid
  return (
    <div aria-live={announced ? 'polite' : undefined} className="min-h-0">
      {body ? (
        <p
          role={announced ? (shownTone === 'error' ? 'alert' : 'status') : undefined}
          className={cn(
            'flex items-start gap-2 rounded-md border p-3 text-sm',
            shownTone === 'error' ? 'border-destructive/40 text-destructive' : 'border-primary/40',
          )}
        >
          {shownTone === 'error' ? (
            <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          ) : (
            <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          )}
          <span>{body}</span>
        </p>
      ) : null}
    </div>
  )
}
