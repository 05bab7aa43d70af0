import type { Metadata } from 'next'

import { InfoPageView } from '@/components/content/info-page-view'
import { disclaimerPage } from '@/content/legal/disclaimer'
import { infoPageMetadata } from '@/lib/seo/metadata'

export const metadata: Metadata = infoPageMetadata(disclaimerPage)

export default function Page() {
  return <InfoPageView page={disclaimerPage} />
}
