import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound, permanentRedirect } from 'next/navigation'
import { Suspense } from 'react'

import { PerRequest } from '@/components/errors/per-request'
import { ResourcePreview } from '@/components/resources/resource-preview'
import { ResourceView } from '@/components/resources/resource-view'
import { Spinner } from '@/components/ui/spinner'
import { findRenamedResource, getResource, getResourceTeasers } from '@/lib/data/resources'
import { renamedLocation } from '@/lib/content/slug-history'
import { notFoundMetadata, pageMetadata } from '@/lib/seo/metadata'

type Props = { params: Promise<{ slug: string }> }

export async function generateStaticParams() {
  const resources = await getResourceTeasers()
  return resources.length > 0 ? resources.map(({ slug }) => ({ slug })) : [{ slug: 'none' }]
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const resource = await getResource((await params).slug)
  if (!resource) return notFoundMetadata
  return pageMetadata({
    title: resource.title,
    description: resource.description,
    path: `/resources/${resource.slug}`,
  })
}

export default async function ResourcePage({ params }: Props) {
  const { slug } = await params
  // Draft mode (an admin's preview, app/api/draft) renders per request and is never cached.
  if ((await draftMode()).isEnabled) {
    return (
      <Suspense fallback={<Spinner label="Loading the preview" />}>
        <ResourcePreview slug={slug} />
      </Suspense>
    )
  }
  const resource = await getResource(slug)
  if (!resource) {
    const current = await findRenamedResource(slug)
    if (current) permanentRedirect(renamedLocation('resources', current))
    notFound()
  }
  // Resumed per request like the members-only resources, which read the session: the whole route
  // then has the nonce policy (lib/http/per-request-pages.ts).
  return (
    <>
      <ResourceView resource={resource} />
      <PerRequest />
    </>
  )
}
