import { Skeleton } from '@/components/ui/skeleton'

/** What a list shows while its rows load: the toolbar and table in outline. */
export function DataTableSkeleton({ columns = 5, rows = 10 }: { columns?: number; rows?: number }) {
  return (
    <div role="status" aria-label="Loading the list" className="space-y-3">
      <div className="flex gap-2">
        <Skeleton className="h-9 flex-1" />
        <Skeleton className="h-9 w-24" />
      </div>
      <div className="space-y-2 rounded-md border p-3">
        {Array.from({ length: rows }, (_, row) => (
          <div key={row} className="flex gap-3">
            {Array.from({ length: columns }, (_, column) => (
              <Skeleton key={column} className="h-5 flex-1" />
            ))}
          </div>
        ))}
      </div>
    </div>
  )
}
