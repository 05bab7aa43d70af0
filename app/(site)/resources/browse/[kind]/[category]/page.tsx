import type { Metadata } from 'next'

import {
  RESOURCES_DESCRIPTION,
  ResourcesPageView,
} from '@/components/resources/resources-page-view'
import { ALL } from '@/lib/content/list-urls'
import { resourcesHref } from '@/lib/resources/urls'
import { pageMetadata } from '@/lib/seo/metadata'

type Props = { params: Promise<{ kind: string; category: string }> }

const filter = (value: string) => (value === ALL ? undefined : value)

// Served for /resources?kind=…&category=… through next.config.ts rewrites; each combination is rendered on its
// first visit and cached (params are read outside Suspense).
export function generateStaticParams() {
  return [{ kind: ALL, category: ALL }]
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { kind, category } = await params
  return pageMetadata({
    title: 'Study Resources',
    description: RESOURCES_DESCRIPTION,
    path: resourcesHref({ kind: filter(kind), category: filter(category) }),
  })
}

export default async function ResourceBrowsePage({ params }: Props) {
  const { kind, category } = await params
  return <ResourcesPageView kind={filter(kind)} category={filter(category)} />
}
