import { vi } from 'vitest'

const SITEVERIFY = 'https://challenges.cloudflare.com/turnstile/v0/siteverify'

/**
 * Answers Cloudflare Turnstile's siteverify call (these machines have no internet) with
 * `success`, recording each form body it was sent; every other request, Supabase Local's
 * included, goes through to the real fetch. Call `restore()` when done.
 */
export function standInForTurnstile(success: boolean) {
  const realFetch = globalThis.fetch
  const verifications: Record<string, string>[] = []
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    if (url !== SITEVERIFY) return realFetch(input, init)
    verifications.push(Object.fromEntries(new URLSearchParams(String(init?.body))))
    return Response.json({ success })
  })
  return { verifications, restore: () => spy.mockRestore() }
}
