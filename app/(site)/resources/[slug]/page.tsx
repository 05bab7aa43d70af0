import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import { ResourceView } from '@/components/resources/resource-view'
import { findRenamedResource, getResource, getResourceTeasers } from '@/lib/data/resources'
import { renamedLocation } from '@/lib/content/slug-history'
import { pageMetadata } from '@/lib/seo/metadata'

type Props = { params: Promise<{ slug: string }> }

export async function generateStaticParams() {
  const resources = await getResourceTeasers()
  return resources.length > 0 ? resources.map(({ slug }) => ({ slug })) : [{ slug: 'none' }]
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const resource = await getResource((await params).slug)
  if (!resource) return { title: 'Page Not Found', robots: { index: false } }
  return pageMetadata({
    title: resource.title,
    description: resource.description,
    path: `/resources/${resource.slug}`,
  })
}

export default async function ResourcePage({ params }: Props) {
  const { slug } = await params
  const resource = await getResource(slug)
  if (!resource) {
    const current = await findRenamedResource(slug)
    if (current) permanentRedirect(renamedLocation('resources', current))
    notFound()
  }
  return <ResourceView resource={resource} />
}
