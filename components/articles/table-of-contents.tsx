import type { TocEntry } from '@/lib/markdown/toc'
import { cn } from '@/lib/utils'

/** Links to the article's h2 and h3 headings; h3s are indented under their h2. */
export function TableOfContents({
  entries,
  headingId,
}: {
  entries: TocEntry[]
  headingId: string
}) {
  if (entries.length < 2) return null
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-sm font-semibold">
        On this page
      </h2>
      <ol className="space-y-2 border-l pl-4 text-sm">
        {entries.map((entry) => (
          <li key={entry.id} className={cn(entry.depth === 3 && 'pl-4')}>
            <a
              href={`#${entry.id}`}
              className="text-muted-foreground hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none"
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
