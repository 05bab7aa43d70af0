import Link from 'next/link'

/** Nothing to list: says why and offers the way back to the whole directory. */
export function EmptyState({ title, message }: { title: string; message: string }) {
  return (
    <div className="mt-10 rounded-xl border border-dashed p-10 text-center">
      <h3 className="text-xl font-semibold">{title}</h3>
      <p className="mt-2 text-muted-foreground">{message}</p>
      <Link
        href="/articles"
        className="mt-6 inline-flex rounded-md border px-4 py-2 text-sm font-medium hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none"
      >
        Browse all articles
      </Link>
    </div>
  )
}
