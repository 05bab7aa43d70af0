'use client'

import Link from 'next/link'

import type { TotalKind } from '@/lib/data/admin/list-page'
import { PAGE_SIZES } from '@/lib/data/admin/list-params'
import { cn } from '@/lib/utils'

type Props = {
  page: number
  pageSize: number
  total: number
  /** Whether the total was counted or is an estimate or floor (see readEstimatedPage). */
  totalKind?: TotalKind
  href: (changes: Record<string, string | number | null>) => string
  onPageSize: (size: number) => void
}

const numberFormat = new Intl.NumberFormat('en-GB')

const QUALIFIER: Record<TotalKind, string> = {
  exact: '',
  estimate: 'about ',
  'at-least': 'at least ',
}

/**
 * "Showing 26–50 of 1,234" ("of about 77,630" for an estimate, "of at least 1,001" when only a
 * floor is known), the page size, and links to the first, previous, next and last page.
 */
export function DataTablePagination({
  page,
  pageSize,
  total,
  totalKind = 'exact',
  href,
  onPageSize,
}: Props) {
  const qualifier = QUALIFIER[totalKind]
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1
  const last = Math.min(total, page * pageSize)
  // From a page past the end (an old link, a hand-edited URL), Previous and Last go back to the
  // last page, not to another empty page before this one.
  const links = [
    { label: 'First', page: 1, disabled: page <= 1 },
    { label: 'Previous', page: Math.min(page - 1, pageCount), disabled: page <= 1, rel: 'prev' },
    { label: 'Next', page: page + 1, disabled: page >= pageCount, rel: 'next' },
    { label: 'Last', page: pageCount, disabled: page === pageCount },
  ]
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p aria-live="polite">
        {total === 0
          ? 'No rows'
          : first > total
            ? totalKind === 'exact'
              ? `No rows on this page: the list ends at ${numberFormat.format(total)}`
              : `No rows on this page: the list has at most ${numberFormat.format(total)} rows`
            : `Showing ${numberFormat.format(first)}–${numberFormat.format(last)} of ${qualifier}${numberFormat.format(total)}`}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2">
          Rows per page
          <select
            value={pageSize}
            onChange={(event) => onPageSize(Number(event.target.value))}
            className="h-8 rounded-md border bg-background px-2 focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none"
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <span>
          Page {numberFormat.format(Math.min(page, pageCount))} of{' '}
          {`${qualifier}${numberFormat.format(pageCount)}`}
        </span>
        <nav aria-label="Pages" className="flex gap-1">
          {links.map((link) =>
            link.disabled ? (
              <span
                key={link.label}
                aria-disabled="true"
                className="rounded-md border px-2.5 py-1 text-muted-foreground"
              >
                {link.label}
              </span>
            ) : (
              <Link
                key={link.label}
                href={href({ page: link.page })}
                rel={link.rel}
                scroll={false}
                className={cn(
                  'rounded-md border px-2.5 py-1 hover:bg-muted',
                  'focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none',
                )}
              >
                {link.label}
              </Link>
            ),
          )}
        </nav>
      </div>
    </div>
  )
}
