import type { Metadata } from 'next'

import {
  RESOURCES_DESCRIPTION,
  ResourcesPageView,
} from '@/components/resources/resources-page-view'
import { ALL } from '@/lib/content/list-urls'
import { getResourceTeasers } from '@/lib/data/resources'
import { matchesResourceFilters } from '@/lib/resources/filters'
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
  const filters = { kind: filter(kind), category: filter(category) }
  const metadata = pageMetadata({
    title: 'Study Resources',
    description: RESOURCES_DESCRIPTION,
    path: resourcesHref(filters),
  })
  // A filter that matches nothing is an empty state for people, not a page for search engines.
  const resources = await getResourceTeasers()
  return resources.some((resource) => matchesResourceFilters(resource, filters))
    ? metadata
    : { ...metadata, robots: { index: false } }
}

export default async function ResourceBrowsePage({ params }: Props) {
  const { kind, category } = await params
  return <ResourcesPageView kind={filter(kind)} category={filter(category)} />
}
