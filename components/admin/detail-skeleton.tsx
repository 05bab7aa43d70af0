import { Skeleton } from '@/components/ui/skeleton'

/** What an admin detail page shows while its record loads. */
export function DetailSkeleton() {
  return (
    <div className="grid gap-6" aria-busy="true">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-9 w-72" />
      <Skeleton className="h-24 w-full max-w-3xl" />
      <Skeleton className="h-40 w-full max-w-3xl" />
    </div>
  )
}
