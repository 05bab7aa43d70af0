import type { Metadata } from 'next'

import { DoNotSellControl } from '@/components/consent/do-not-sell-control'
import { InfoPageView } from '@/components/content/info-page-view'
import { doNotSellPage } from '@/content/legal/do-not-sell'
import { infoPageMetadata } from '@/lib/seo/metadata'

export const metadata: Metadata = infoPageMetadata(doNotSellPage)

export default function Page() {
  return (
    <InfoPageView page={doNotSellPage}>
      <DoNotSellControl />
    </InfoPageView>
  )
}
