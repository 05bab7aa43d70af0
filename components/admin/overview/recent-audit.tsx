import Link from 'next/link'

import { LocalTime } from '@/components/admin/local-time'
import { ScrollableTable } from '@/components/admin/scrollable-table'
import type { OverviewAuditEntry } from '@/lib/data/admin/overview'

const actionLabel = { INSERT: 'created', UPDATE: 'changed', DELETE: 'deleted' } as const

/** The latest changes anyone made, newest first, with the full log one link away. */
export function RecentAudit({ entries }: { entries: OverviewAuditEntry[] }) {
  return (
    <section aria-labelledby="recent-changes-heading" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="recent-changes-heading" className="text-xl font-semibold">
          Recent changes
        </h2>
        <Link href="/admin/security" className="text-sm underline underline-offset-4">
          See the full audit log
        </Link>
      </div>
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">No changes recorded yet.</p>
      ) : (
        <ScrollableTable label="Recent changes">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Recent changes</caption>
            <thead className="bg-muted/50">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Who
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Did
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Table
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  When
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-t">
                  <td className="px-3 py-2">{entry.actorName}</td>
                  <td className="px-3 py-2">{actionLabel[entry.action]}</td>
                  <td className="px-3 py-2">{entry.table.replaceAll('_', ' ')}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    <LocalTime iso={entry.createdAt} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollableTable>
      )}
    </section>
  )
}
