import type * as React from 'react'

import { Progress } from '@/components/ui/progress'
import { cn } from '@/lib/utils'

type UploadProgressProps = {
  /** The status line's id, for the input's aria-describedby. */
  id?: string
  /** Percent done; null hides the bar. */
  percent: number | null
  label?: string
  /** Announced by screen readers: progress in words, the outcome or the error. */
  message?: React.ReactNode
  invalid?: boolean
}

/** An upload's progress bar, with a text status that screen readers announce. */
export function UploadProgress({
  id,
  percent,
  label = 'Upload progress',
  message,
  invalid = false,
}: UploadProgressProps) {
  return (
    <div className="grid gap-2">
      {percent !== null ? <Progress value={percent} aria-label={label} /> : null}
      <p id={id} role="status" className={cn('text-sm', invalid && 'text-destructive')}>
        {message}
      </p>
    </div>
  )
}
