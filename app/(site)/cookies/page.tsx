import type { Metadata } from 'next'

import { AnalyticsStatus } from '@/components/consent/analytics-status'
import { InfoPageView } from '@/components/content/info-page-view'
import { cookiesPage } from '@/content/legal/cookies'
import { infoPageMetadata } from '@/lib/seo/metadata'

export const metadata: Metadata = infoPageMetadata(cookiesPage)

export default function Page() {
  return (
    <>
      <div className="px-4 sm:px-6">
        <AnalyticsStatus />
      </div>
      <InfoPageView page={cookiesPage} />
    </>
  )
}
