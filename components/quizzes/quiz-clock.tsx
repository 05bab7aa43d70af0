function formatClock(seconds: number) {
  const s = Math.max(0, seconds)
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`
}

/** The time left on a timed attempt; nothing while no timer runs. */
export function QuizClock({ remaining }: { remaining: number | null }) {
  if (remaining === null) return null
  return (
    // Seen every second, never spoken: the milestones are the live region's.
    <p className="text-sm font-medium tabular-nums" role="timer" aria-live="off">
      Time left: {formatClock(remaining)}
    </p>
  )
}
