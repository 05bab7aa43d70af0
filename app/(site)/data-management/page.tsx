import type { Metadata } from 'next'

import { InfoPageView } from '@/components/content/info-page-view'
import { dataManagementPage } from '@/content/legal/data-management'
import { infoPageMetadata } from '@/lib/seo/metadata'

export const metadata: Metadata = infoPageMetadata(dataManagementPage)

export default function Page() {
  return <InfoPageView page={dataManagementPage} />
}
