import { articlesHref } from '@/lib/articles/urls'

/** Category links for the directory; "All" clears the filter. Plain anchors, as in Pagination. */
export function CategoryFilter({
  categories,
  current,
}: {
  categories: { slug: string; name: string }[]
  current: string | null
}) {
  const options = [{ slug: null, name: 'All' }, ...categories]
  return (
    <nav aria-label="Article categories">
      <ul className="flex flex-wrap gap-2">
        {options.map(({ slug, name }) => (
          <li key={slug ?? 'all'}>
            <a
              href={articlesHref({ category: slug })}
              aria-current={slug === current ? 'page' : undefined}
              className="inline-flex rounded-full border px-3 py-1.5 text-sm hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground"
            >
              {name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
