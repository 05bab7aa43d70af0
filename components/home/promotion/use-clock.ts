'use client'

import * as React from 'react'

export const TICK_MS = 1000

/**
 * The current time, updated every second until `until` (epoch ms) has passed; null before the
 * first tick and while `until` is null, so nothing time-dependent renders on the server.
 */
export function useClock(until: number | null): number | null {
  const [now, setNow] = React.useState<number | null>(null)

  React.useEffect(() => {
    if (until === null) return
    const tick = () => {
      const time = Date.now()
      setNow(time)
      if (time >= until) window.clearInterval(interval)
    }
    const first = window.setTimeout(tick, 0)
    const interval = window.setInterval(tick, TICK_MS)
    return () => {
      window.clearTimeout(first)
      window.clearInterval(interval)
    }
  }, [until])

  return until === null ? null : now
}
