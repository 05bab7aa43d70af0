export const IDLE_TIMEOUT_MS = 1000
export const IDLE_FALLBACK_DELAY_MS = 100

export type IdleHost = Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number
  cancelIdleCallback?: (handle: number) => void
}

/**
 * Runs `callback` when the browser is idle (at the latest after 1000 ms), or after 100 ms where
 * requestIdleCallback does not exist (Safari). Returns a function that cancels it.
 */
export function scheduleIdle(callback: () => void, host: IdleHost = globalThis): () => void {
  if (typeof host.requestIdleCallback === 'function') {
    const handle = host.requestIdleCallback(() => callback(), { timeout: IDLE_TIMEOUT_MS })
    return () => host.cancelIdleCallback?.(handle)
  }
  const timer = host.setTimeout(callback, IDLE_FALLBACK_DELAY_MS)
  return () => host.clearTimeout(timer)
}
