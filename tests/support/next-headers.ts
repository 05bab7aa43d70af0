/**
 * Server actions read the request through next/headers; outside Next, an in-memory cookie jar
 * and fixed headers stand in for the request. Use with
 * `vi.mock('next/headers', () => import('<path>/tests/support/next-headers'))`.
 */
export const cookieJar = new Map<string, string>()

type CookieOptions = {
  maxAge?: number
  httpOnly?: boolean
  sameSite?: string
  secure?: boolean
  path?: string
}

/** The options each cookie in the jar was last set with (httpOnly, sameSite, secure, …). */
export const cookieOptions = new Map<string, CookieOptions>()

export async function cookies() {
  return {
    getAll: () => [...cookieJar].map(([name, value]) => ({ name, value })),
    set: (name: string, value: string, options?: CookieOptions) => {
      if (!value || options?.maxAge === 0) cookieJar.delete(name)
      else cookieJar.set(name, value)
      cookieOptions.set(name, options ?? {})
    },
  }
}

// The request's headers; a test may set more (x-forwarded-for for the client's address).
export const requestHeaders = new Headers({
  host: 'localhost:3000',
  origin: 'http://localhost:3000',
})

export async function headers() {
  return new Headers(requestHeaders)
}

/** Draft mode as Next keeps it: a cookie the browser then sends with every request. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'

export async function draftMode() {
  return {
    get isEnabled() {
      return cookieJar.has(DRAFT_MODE_COOKIE)
    },
    enable: () => void cookieJar.set(DRAFT_MODE_COOKIE, 'preview'),
    disable: () => void cookieJar.delete(DRAFT_MODE_COOKIE),
  }
}
