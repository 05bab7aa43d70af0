import type { Metadata } from 'next'

import { InfoPageView } from '@/components/content/info-page-view'
import { advertisingPage } from '@/content/legal/advertising'
import { infoPageMetadata } from '@/lib/seo/metadata'

export const metadata: Metadata = infoPageMetadata(advertisingPage)

export default function Page() {
  return <InfoPageView page={advertisingPage} />
}
