import { formatCountdown } from '@/lib/promotions/countdown'

/**
 * A timer is not live by default; aria-live="off" says so explicitly, so screen readers read the
 * time when the visitor reaches it instead of announcing it every second.
 */
export function PromotionCountdown({ remainingMs }: { remainingMs: number }) {
  return (
    <p className="text-sm text-muted-foreground">
      Ends in{' '}
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
