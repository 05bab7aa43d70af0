import { expect } from 'vitest'

/** A JWT's three base64url parts. */
export const JWT = /^[\w-]+\.[\w-]+\.[\w-]+$/

/** An ISO timestamp the server set moments ago (not null, not a default far in the past). */
export function expectRecentTimestamp(value: string | null | undefined, withinMs = 120_000) {
  expect(value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/)
  expect(Math.abs(Date.now() - Date.parse(value as string))).toBeLessThan(withinMs)
}
