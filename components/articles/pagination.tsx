/**
 * Page links a crawler can follow, with rel="prev"/"next" and the current page marked. Plain
 * anchors: the query decides which prerendered view answers (proxy.ts), which the client router
 * cannot know, so each page is a document load of a cached page.
 */
export function Pagination({
  page,
  pageCount,
  href,
}: {
  page: number
  pageCount: number
  href: (page: number) => string
}) {
  if (pageCount <= 1) return null
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1)
  const linkClass =
    'inline-flex h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm font-medium hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none'
  return (
    <nav aria-label="Pagination" className="mt-10">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 ? (
          <li>
            <a href={href(page - 1)} rel="prev" className={linkClass}>
              Previous
            </a>
          </li>
        ) : null}
        {pages.map((number) => (
          <li key={number}>
            <a
              href={href(number)}
              aria-current={number === page ? 'page' : undefined}
              aria-label={`Page ${number}`}
              className={`${linkClass} aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground`}
            >
              {number}
            </a>
          </li>
        ))}
        {page < pageCount ? (
          <li>
            <a href={href(page + 1)} rel="next" className={linkClass}>
              Next
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
