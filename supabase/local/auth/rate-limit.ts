import type { RateLimit } from './options.ts'

export type RateLimiter = {
  // Counts one event for `key` in `bucket`; false once the window's budget is spent.
  take: (bucket: string, key: string, limit: RateLimit) => boolean
  reset: () => void
}

// Fixed windows in memory: enough to reproduce GoTrue's 429s on one local process.
export function createRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>()
  const prune = (at: number) => {
    for (const [key, window] of windows) if (at - window.start > 86_400_000) windows.delete(key)
  }
  return {
    take(bucket, key, limit) {
      const at = now()
      const id = `${bucket}\u0000${key}`
      let window = windows.get(id)
      if (!window || at - window.start >= limit.windowSeconds * 1000) {
        if (windows.size > 10_000) prune(at)
        window = { start: at, count: 0 }
        windows.set(id, window)
      }
      if (window.count >= limit.max) return false
      window.count += 1
      return true
    },
    reset: () => windows.clear(),
  }
}
