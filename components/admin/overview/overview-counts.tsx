import Link from 'next/link'

import type { OverviewCount } from '@/lib/data/admin/overview'

/** The admin home's counts, each a link to the filtered list that holds those rows. */
export function OverviewCounts({ counts }: { counts: OverviewCount[] }) {
  return (
    <ul aria-label="Today" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      {counts.map((item) => (
        <li key={item.key}>
          <Link
            href={item.href}
            className="block h-full rounded-lg border p-4 hover:bg-muted/50 focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none"
          >
            <span className="block text-3xl font-bold tabular-nums">
              {item.count.toLocaleString('en-GB')}
            </span>
            <span className="mt-1 block text-sm text-muted-foreground">{item.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
