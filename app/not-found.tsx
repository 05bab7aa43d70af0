import type { Metadata } from 'next'
import { connection } from 'next/server'
import { Suspense } from 'react'

import { NotFoundContent } from '@/components/errors/not-found-content'
import { SiteShell } from '@/components/layout/site-shell'
import { notFoundMetadata } from '@/lib/seo/metadata'

export const metadata: Metadata = notFoundMetadata

/**
 * Renders nothing, but only per request: it makes the 404 page a resumed shell like the nonce
 * pages, so the scripts of a 404 under /auth, /admin or the member pages carry that request's
 * nonce. A cached 404 would carry the nonce of whichever request rendered it, and the browser
 * would refuse every one of its scripts.
 */
async function PerRequest() {
  await connection()
  return null
}

/** Unmatched URLs: nothing above has drawn the site's chrome yet, so this page does. */
export default function NotFound() {
  return (
    <SiteShell>
      <NotFoundContent />
      <Suspense>
        <PerRequest />
      </Suspense>
    </SiteShell>
  )
}
