import Link from 'next/link'

import { Badge } from '@/components/ui/badge'
import type { ResourceTeaser } from '@/lib/data/resources'

export const KIND_LABELS = {
  guide: 'Guide',
  template: 'Template',
  checklist: 'Checklist',
  worksheet: 'Worksheet',
  link: 'Link',
} as const

export function ResourceCard({ resource }: { resource: ResourceTeaser }) {
  return (
    <li className="link-card gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">{KIND_LABELS[resource.kind as keyof typeof KIND_LABELS]}</Badge>
        {resource.members_only ? <Badge>Members only</Badge> : null}
      </div>
      <h2 className="text-lg font-semibold">
        <Link href={`/resources/${resource.slug}`} className="stretched-link">
          {resource.title}
        </Link>
      </h2>
      <p className="text-sm text-muted-foreground">{resource.description}</p>
      {resource.category_name ? (
        <p className="mt-auto text-sm text-muted-foreground">{resource.category_name}</p>
      ) : null}
    </li>
  )
}
