'use client'

import * as React from 'react'

/**
 * The countdown of a timed attempt: seconds `remaining` (null while no timer runs), `start` with
 * the quiz's limit, `stop` once the attempt is over. At zero it calls `onTimeUp`.
 */
export function useQuizTimer(onTimeUp: () => void) {
  const [deadline, setDeadline] = React.useState<number | null>(null)
  // Set when the timer starts; reading the clock during render would fix it at prerender time.
  const [now, setNow] = React.useState(0)
  const timeUp = React.useEffectEvent(onTimeUp)

  // The clock ticks in an interval; at zero the quiz submits whatever has been answered.
  React.useEffect(() => {
    if (deadline === null) return
    const timer = window.setInterval(() => {
      const tick = Date.now()
      setNow(tick)
      if (tick >= deadline) {
        window.clearInterval(timer)
        timeUp()
      }
    }, 1000)
    return () => window.clearInterval(timer)
  }, [deadline])

  return {
    remaining: deadline === null ? null : Math.ceil((deadline - now) / 1000),
    start: (limitMinutes: number) => {
      setNow(Date.now())
      setDeadline(Date.now() + limitMinutes * 60_000)
    },
    stop: () => setDeadline(null),
  }
}
