export type Countdown = {
  days: number
  hours: number
  minutes: number
  seconds: number
  ended: boolean
}

const pad = (value: number) => String(value).padStart(2, '0')

/**
 * Whole seconds left, rounded up so the display never reads 00:00:00 while the offer is still
 * running; it ends exactly when the remaining time reaches zero.
 */
export function countdownParts(remainingMs: number): Countdown {
  const ended = !(remainingMs > 0)
  const total = ended ? 0 : Math.ceil(remainingMs / 1000)
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    ended,
  }
}

/** Days plus HH:MM:SS, e.g. '2d 03:04:05'. */
export function formatCountdown(remainingMs: number): string {
  const { days, hours, minutes, seconds } = countdownParts(remainingMs)
  return `${days}d ${pad(hours)}:${pad(minutes)}:${pad(seconds)}`
}
