import { connection } from 'next/server'
import { Suspense } from 'react'

async function ReadsTheRequest() {
  await connection()
  return null
}

/**
 * Renders nothing, but only per request: its Suspense boundary is a hole in the prerendered page,
 * so the page is resumed on every request and its scripts carry that request's nonce
 * (lib/http/security-headers.ts). Only for pages that must be resumed anyway; a page whose
 * flight data includes it can never again be a complete cached document.
 */
export function PerRequest() {
  return (
    <Suspense>
      <ReadsTheRequest />
    </Suspense>
  )
}
