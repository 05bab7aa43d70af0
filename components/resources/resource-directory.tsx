import { FilterLinks } from '@/components/quizzes/filter-links'
import { KIND_LABELS, ResourceCard } from '@/components/resources/resource-card'
import { CollectionPageJsonLd } from '@/components/seo/json-ld'
import { getResourceTeasers } from '@/lib/data/resources'
import { matchesResourceFilters } from '@/lib/resources/filters'
import { resourcesHref } from '@/lib/resources/urls'

/** The list, filtered by kind and category (undefined: all). */
export async function ResourceDirectory({ kind, category }: { kind?: string; category?: string }) {
  const resources = await getResourceTeasers()
  const categories = new Map<string, string>()
  for (const row of resources) {
    if (row.category_slug && row.category_name) categories.set(row.category_slug, row.category_name)
  }
  const shown = resources.filter((row) => matchesResourceFilters(row, { kind, category }))
  return (
    <>
      <CollectionPageJsonLd
        name="Study resources"
        description="Free study guides, templates, checklists and worksheets."
        path={resourcesHref({ kind, category })}
        items={shown.map((row) => ({ name: row.title, path: `/resources/${row.slug}` }))}
      />
      <div className="grid gap-3">
        <FilterLinks
          label="Resource types"
          current={kind ?? null}
          options={[
            { value: null, label: 'All types' },
            ...Object.entries(KIND_LABELS).map(([value, label]) => ({ value, label })),
          ]}
          href={(value) => resourcesHref({ kind: value ?? undefined, category })}
        />
        <FilterLinks
          label="Resource categories"
          current={category ?? null}
          options={[
            { value: null, label: 'All categories' },
            ...[...categories].map(([value, label]) => ({ value, label })),
          ]}
          href={(value) => resourcesHref({ kind, category: value ?? undefined })}
        />
      </div>
      <p role="status" className="text-sm text-muted-foreground">
        {shown.length === 1 ? '1 resource' : `${shown.length} resources`}
      </p>
      {shown.length > 0 ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((row) => (
            <ResourceCard key={row.id} resource={row} />
          ))}
        </ul>
      ) : (
        <p>No resources match these filters.</p>
      )}
    </>
  )
}
