import Link from 'next/link'

import { Badge } from '@/components/ui/badge'
import type { SavedResource } from '@/lib/data/dashboard'
import { formatDate } from '@/lib/format/dates'

const KIND_LABELS: Record<string, string> = {
  guide: 'Guide',
  template: 'Template',
  checklist: 'Checklist',
  worksheet: 'Worksheet',
  link: 'Link',
}

export function SavedResourceList({
  saved,
  timeZone,
}: {
  saved: SavedResource[]
  timeZone: string
}) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {saved.map(({ resource_id, created_at, resources: resource }) =>
        resource ? (
          <li key={resource_id} className="grid content-start gap-2 rounded-xl border bg-card p-4">
            <div className="flex items-start justify-between gap-2">
              <h3 className="font-medium">
                <Link
                  href={`/resources/${resource.slug}`}
                  className="underline-offset-4 hover:underline focus-visible:underline"
                >
                  {resource.title}
                </Link>
              </h3>
              <Badge variant="secondary">{KIND_LABELS[resource.kind] ?? resource.kind}</Badge>
            </div>
            {resource.description ? (
              <p className="line-clamp-2 text-sm text-muted-foreground">{resource.description}</p>
            ) : null}
            <p className="text-xs text-muted-foreground">
              Saved <time dateTime={created_at}>{formatDate(created_at, timeZone)}</time>
            </p>
          </li>
        ) : null,
      )}
    </ul>
  )
}
