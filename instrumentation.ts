/** Runs once when the server starts: configuration problems stop it before any request. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { assertProductionSafeKeys } = await import('@/lib/env.server')
  assertProductionSafeKeys()
}
