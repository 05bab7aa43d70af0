import { connection } from 'next/server'

/**
 * Renders nothing, but only per request: placed in a Suspense boundary, it leaves a hole in the
 * prerendered page, so the page is resumed on every request and its scripts carry that request's
 * nonce (lib/http/security-headers.ts). Only for pages that must be resumed anyway; a page whose
 * flight data includes it can never again be a complete cached document.
 */
export async function PerRequest() {
  await connection()
  return null
}
