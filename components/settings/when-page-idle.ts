/**
 * Runs callback a while after the page has loaded, once the main thread is idle, so work the
 * first paint does not need (downloading and evaluating supabase-js, opening the realtime
 * socket) never competes with hydration, the largest paint or a visitor's first taps. Returns a
 * function that cancels the call if it has not run yet.
 */
export function whenPageIdle(
  callback: () => void,
  { afterLoadMs = 0, timeoutMs = 2_000 }: { afterLoadMs?: number; timeoutMs?: number } = {},
): () => void {
  let timerId: ReturnType<typeof setTimeout> | undefined
  let idleId: number | undefined

  const whenIdle = () => {
    if ('requestIdleCallback' in window) {
      idleId = window.requestIdleCallback(() => callback(), { timeout: timeoutMs })
    } else {
      timerId = setTimeout(callback, 200)
    }
  }
  const afterLoad = () => {
    timerId = setTimeout(whenIdle, afterLoadMs)
  }

  if (document.readyState === 'complete') afterLoad()
  else window.addEventListener('load', afterLoad, { once: true })

  return () => {
    window.removeEventListener('load', afterLoad)
    if (timerId !== undefined) clearTimeout(timerId)
    if (idleId !== undefined) window.cancelIdleCallback(idleId)
  }
}
