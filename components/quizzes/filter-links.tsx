import Link from 'next/link'

type Option = { value: string | null; label: string }

/** A row of filter links that keep the other filter; the current one is marked for AT. */
export function FilterLinks({
  label,
  options,
  current,
  href,
}: {
  label: string
  options: Option[]
  current: string | null
  href: (value: string | null) => string
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {options.map(({ value, label: name }) => (
          <li key={value ?? 'all'}>
            <Link
              href={href(value)}
              aria-current={value === current ? 'page' : undefined}
              className="filter-chip"
            >
              {name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
