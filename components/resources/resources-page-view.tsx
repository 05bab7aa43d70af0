import { ResourceDirectory } from '@/components/resources/resource-directory'
import { JsonLdScript } from '@/components/seo/json-ld'
import { siteUrl } from '@/lib/env'
import { breadcrumbJsonLd } from '@/lib/seo/json-ld'

export const RESOURCES_DESCRIPTION =
  'Free study guides, templates, checklists and worksheets for planning, writing, revising and referencing, plus members-only extras.'

/** Filters as props; the plain list here, filtered views through proxy.ts as browse/[k]/[c]. */
export function ResourcesPageView({ kind, category }: { kind?: string; category?: string }) {
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
        <p className="max-w-3xl text-lg text-muted-foreground">{RESOURCES_DESCRIPTION}</p>
      </header>
      <ResourceDirectory kind={kind} category={category} />
    </div>
  )
}
