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
              className="inline-flex rounded-full border px-3 py-1.5 text-sm hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground"
            >
              {name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
