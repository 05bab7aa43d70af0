import type { Metadata } from 'next'

import { NotFoundContent } from '@/components/errors/not-found-content'
import { SiteShell } from '@/components/layout/site-shell'
import { notFoundMetadata } from '@/lib/seo/metadata'

export const metadata: Metadata = notFoundMetadata

/** Unmatched URLs: nothing above has drawn the site's chrome yet, so this page does. */
export default function NotFound() {
  return (
    <SiteShell>
      <NotFoundContent />
    </SiteShell>
  )
}
