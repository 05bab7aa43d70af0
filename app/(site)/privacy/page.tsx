import type { Metadata } from 'next'

import { InfoPageView } from '@/components/content/info-page-view'
import { privacyPage } from '@/content/legal/privacy'
import { infoPageMetadata } from '@/lib/seo/metadata'

export const metadata: Metadata = infoPageMetadata(privacyPage)

export default function Page() {
  return <InfoPageView page={privacyPage} />
}
