/**
 * Outside a Next server, after() has no request to wait for and throws; this stand-in starts each
 * task at once and keeps its promise, so a test can await what a route left for after its
 * response. Spread into a `vi.mock('next/server', ...)` factory.
 */
const scheduled: Promise<unknown>[] = []

export function after(task: Promise<unknown> | (() => unknown)) {
  scheduled.push(typeof task === 'function' ? Promise.resolve().then(task) : task)
}

/** Waits for every task scheduled so far. */
export async function settleAfterTasks() {
  await Promise.all(scheduled.splice(0))
}
