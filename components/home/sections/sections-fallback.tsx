import { Skeleton } from '@/components/ui/skeleton'

/** Holds the space of the streamed sections while they load. */
export function SectionsFallback() {
  return (
    <div aria-hidden="true" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
      <Skeleton className="h-4 w-32" />
      <Skeleton className="mt-3 h-9 w-64" />
      <Skeleton className="mt-5 h-6 w-full max-w-xl" />
      <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-48 rounded-xl" />
        ))}
      </div>
    </div>
  )
}
