import type { Metadata } from 'next'

import { NotFoundContent } from '@/components/errors/not-found-content'
import { SiteShell } from '@/components/layout/site-shell'

export const metadata: Metadata = { title: 'Page Not Found', robots: { index: false } }

/** Unmatched URLs: nothing above has drawn the site's chrome yet, so this page does. */
export default function NotFound() {
  return (
    <SiteShell>
      <NotFoundContent />
    </SiteShell>
  )
}
