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
              className="filter-chip"
            >
              {name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
