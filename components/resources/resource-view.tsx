import { DownloadIcon } from 'lucide-react'
import Link from 'next/link'
import { Suspense } from 'react'

import { Markdown } from '@/components/content/markdown'
import { DownloadFollowUp } from '@/components/resources/download-follow-up'
import { ExternalLinkButton } from '@/components/resources/external-link-button'
import { MembersContent, MembersOnlyNotice } from '@/components/resources/members-content'
import { PdfPreview } from '@/components/resources/pdf-preview'
import { KIND_LABELS } from '@/components/resources/resource-card'
import { SaveResourceButton } from '@/components/resources/save-resource-button'
import { JsonLdScript } from '@/components/seo/json-ld'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import type { Resource } from '@/lib/data/resources'
import { siteUrl } from '@/lib/env'
import { downloadLabel } from '@/lib/resources/file-type'
import { breadcrumbJsonLd } from '@/lib/seo/json-ld'
import { resourceJsonLd } from '@/lib/seo/resource-json-ld'

export function ResourceView({ resource }: { resource: Resource }) {
  return (
    <article className="mx-auto grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-12 sm:px-6">
      <JsonLdScript
        data={[
          resourceJsonLd(resource, siteUrl),
          breadcrumbJsonLd([
            { name: 'Home', url: `${siteUrl}/` },
            { name: 'Resources', url: `${siteUrl}/resources/` },
            { name: resource.title, url: `${siteUrl}/resources/${resource.slug}/` },
          ]),
        ]}
      />
      <nav aria-label="Breadcrumb" className="text-sm text-muted-foreground">
        <Link href="/resources" className="underline underline-offset-4">
          Resources
        </Link>
      </nav>
      <header className="grid gap-3">
        <div className="flex flex-wrap gap-2">
          <Badge variant="secondary">
            {KIND_LABELS[resource.kind as keyof typeof KIND_LABELS]}
          </Badge>
          {resource.members_only ? <Badge>Members only</Badge> : null}
        </div>
        <h1 className="text-3xl font-bold tracking-tight">{resource.title}</h1>
        <p className="text-lg text-muted-foreground">{resource.description}</p>
      </header>
      <div className="flex flex-wrap gap-3">
        {resource.has_file ? (
          <Button asChild>
            {/* A plain link: the route answers with a redirect to a signed URL, not a page. */}
            <a href={`/resources/${resource.slug}/download`}>
              <DownloadIcon aria-hidden="true" />
              {downloadLabel(resource.file_type)}
            </a>
          </Button>
        ) : null}
        {resource.external_url ? <ExternalLinkButton href={resource.external_url} /> : null}
        <SaveResourceButton resourceId={resource.id} slug={resource.slug} />
      </div>
      {resource.has_file && resource.file_type === 'pdf' ? (
        <PdfPreview slug={resource.slug} title={resource.title} />
      ) : null}
      <DownloadFollowUp slug={resource.slug} />
      {resource.members_only ? (
        <Suspense fallback={<MembersOnlyNotice />}>
          <MembersContent slug={resource.slug} />
        </Suspense>
      ) : resource.content ? (
        <Markdown>{resource.content}</Markdown>
      ) : null}
    </article>
  )
}
