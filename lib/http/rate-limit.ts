/**
 * A fixed-window counter per key, held in this server process. Enough for one Next instance;
 * several instances behind a load balancer each count separately (a shared store such as a
 * Postgres table or Redis would be the next step).
 */
export type RateLimiter = {
  /** Counts one hit for `key`; false when the key is over its limit for the current window. */
  hit: (key: string) => { allowed: boolean; retryAfterSeconds: number }
}

export function createRateLimiter(options: {
  limit: number
  windowMs: number
  /** Keys remembered at most; the oldest are forgotten first, so memory stays bounded. */
  maxKeys?: number
  now?: () => number
}): RateLimiter {
  const { limit, windowMs, maxKeys = 10_000, now = Date.now } = options
  const windows = new Map<string, { start: number; count: number }>()

  return {
    hit(key) {
      const time = now()
      let window = windows.get(key)
      if (!window || time - window.start >= windowMs) {
        window = { start: time, count: 0 }
        windows.delete(key)
        windows.set(key, window)
        if (windows.size > maxKeys) {
          const oldest = windows.keys().next().value
          if (oldest !== undefined) windows.delete(oldest)
        }
      }
      window.count += 1
      const retryAfterSeconds = Math.ceil((window.start + windowMs - time) / 1000)
      return { allowed: window.count <= limit, retryAfterSeconds }
    },
  }
}

/** The client's address as the nearest proxy reports it; 'unknown' groups clients without one. */
export function clientKey(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || request.headers.get('x-real-ip') || 'unknown'
}
