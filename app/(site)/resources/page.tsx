import type { Metadata } from 'next'
import { Suspense } from 'react'

import { ResourceDirectory } from '@/components/resources/resource-directory'
import { JsonLdScript } from '@/components/seo/json-ld'
import { Spinner } from '@/components/ui/spinner'
import { siteUrl } from '@/lib/env'
import { breadcrumbJsonLd } from '@/lib/seo/json-ld'
import { pageMetadata } from '@/lib/seo/metadata'

const description =
  'Free study guides, templates, checklists and worksheets for planning, writing, revising and referencing, plus members-only extras.'

export const metadata: Metadata = pageMetadata({
  title: 'Study Resources',
  description,
  path: '/resources',
})

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default function ResourcesPage({ searchParams }: Props) {
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6">
      <JsonLdScript
        data={breadcrumbJsonLd([
          { name: 'Home', url: `${siteUrl}/` },
          { name: 'Resources', url: `${siteUrl}/resources/` },
        ])}
      />
      <header className="grid gap-3">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Study resources</h1>
        <p className="max-w-3xl text-lg text-muted-foreground">{description}</p>
      </header>
      <Suspense fallback={<Spinner label="Loading resources" />}>
        <ResourceDirectory searchParams={searchParams} />
      </Suspense>
    </div>
  )
}
