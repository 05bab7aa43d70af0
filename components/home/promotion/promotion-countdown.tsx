import { formatCountdown } from '@/lib/promotions/countdown'
import { cn } from '@/lib/utils'

/**
 * A timer is not live by default; aria-live="off" says so explicitly, so screen readers read the
 * time when the visitor reaches it instead of announcing it every second. `compact` keeps the
 * "Ends in" words for screen readers only, for the phone bar's single line.
 */
export function PromotionCountdown({
  remainingMs,
  compact = false,
}: {
  remainingMs: number
  compact?: boolean
}) {
  return (
    <p className={cn('text-muted-foreground', compact ? 'shrink-0 text-xs' : 'text-sm')}>
      <span className={cn(compact && 'sr-only')}>Ends in </span>
      <span
        role="timer"
        aria-live="off"
        aria-atomic="true"
        data-testid="promotion-countdown"
        className="font-semibold text-foreground tabular-nums"
      >
        {formatCountdown(remainingMs)}
      </span>
    </p>
  )
}
