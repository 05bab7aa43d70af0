import type { Metadata } from 'next'

import { InfoPageView } from '@/components/content/info-page-view'
import { cookiesPage } from '@/content/legal/cookies'
import { infoPageMetadata } from '@/lib/seo/metadata'

export const metadata: Metadata = infoPageMetadata(cookiesPage)

export default function Page() {
  return <InfoPageView page={cookiesPage} />
}
