import type { Metadata } from 'next'

import {
  RESOURCES_DESCRIPTION,
  ResourcesPageView,
} from '@/components/resources/resources-page-view'
import { pageMetadata } from '@/lib/seo/metadata'

export const metadata: Metadata = pageMetadata({
  title: 'Study Resources',
  description: RESOURCES_DESCRIPTION,
  path: '/resources',
})

/** The plain list; filtered views come through next.config.ts rewrites as browse/[…]/[…]. */
export default function ResourcesPage() {
  return <ResourcesPageView />
}
