import type { Metadata } from 'next'

import { InfoPageView } from '@/components/content/info-page-view'
import { termsPage } from '@/content/legal/terms'
import { infoPageMetadata } from '@/lib/seo/metadata'

export const metadata: Metadata = infoPageMetadata(termsPage)

export default function Page() {
  return <InfoPageView page={termsPage} />
}
