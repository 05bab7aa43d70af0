'use client'

import { CheckIcon, StarIcon } from 'lucide-react'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import * as React from 'react'
import { toast } from 'sonner'

import { DataTablePagination } from '@/components/admin/data-table-pagination'
import {
  DragHandle,
  MoveButtons,
  REORDERABLE_ITEM,
} from '@/components/admin/editor/reorder-controls'
import { useDragReorder } from '@/components/admin/editor/use-drag-reorder'
import { useListUrl } from '@/components/admin/use-list-url'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { moveTestimonialAction } from '@/lib/actions/admin/testimonials/move-testimonial'
import { setTestimonialStateAction } from '@/lib/actions/admin/testimonials/set-testimonial-state'
import type { ListPage } from '@/lib/data/admin/list-page'
import type { TestimonialRow } from '@/lib/data/admin/testimonials'
import { cn } from '@/lib/utils'

function moved<T>(items: T[], from: number, to: number) {
  const next = [...items]
  const [item] = next.splice(from, 1)
  if (item !== undefined) next.splice(to, 0, item)
  return next
}

function focusFeatureToggle(id: string) {
  document.querySelector<HTMLElement>(`[data-testimonial-id="${id}"] [aria-pressed]`)?.focus()
}

/** Focuses a row's move button in `direction`, or its other one where that is disabled. */
function focusMoveButton(index: number, direction: 'up' | 'down') {
  // Two lookups, not one selector list: a list matches in document order, so "up" would win.
  const row = document.querySelector(`[data-testimonial="${index}"]`)
  const button =
    row?.querySelector<HTMLElement>(`[data-move="${direction}"]:not(:disabled)`) ??
    row?.querySelector<HTMLElement>('[data-move]:not(:disabled)')
  button?.focus()
}

type Props = {
  page: Pick<ListPage<TestimonialRow>, 'rows' | 'total' | 'totalKind'>
  params: { page: number; pageSize: number }
}

/**
 * Every testimonial in the order the site shows them (featured approved ones lead the home
 * page), a page at a time. A move is saved at once and may cross into the next or previous page;
 * approve, reject and feature are one click each.
 */
export function TestimonialOrderList({ page, params }: Props) {
  const router = useRouter()
  const { href, update } = useListUrl()
  const offset = (params.page - 1) * params.pageSize
  const [items, setItems] = React.useState(page.rows)
  const [shown, setShown] = React.useState(page.rows)
  const [busy, setBusy] = React.useState(false)
  const [announcement, setAnnouncement] = React.useState('')
  if (page.rows !== shown) {
    setShown(page.rows)
    setItems(page.rows)
  }

  // Where focus goes once the refreshed page arrives, when the control that had it is gone.
  const focusAfterRefresh = React.useRef<(() => void) | null>(null)
  React.useEffect(() => {
    focusAfterRefresh.current?.()
    focusAfterRefresh.current = null
  }, [page.rows])

  /** Moves the row at place `from` to place `to`, both counted from 0 over the whole list. */
  const move = async (from: number, to: number) => {
    if (to < 0 || to >= page.total || busy) return
    const row = items[from - offset]
    if (!row) return
    const landing = to - offset
    const onThisPage = landing >= 0 && landing < items.length
    const direction = to < from ? 'up' : 'down'
    const previous = items
    // Shown moved at once when it stays on this page; a row leaving it stays until the refresh.
    if (onThisPage) setItems(moved(items, from - offset, landing))
    setBusy(true)
    const result = await moveTestimonialAction({ id: row.id, by: to - from })
    setBusy(false)
    if (!result.ok) {
      setItems(previous)
      toast.error(result.error)
      return
    }
    // Past an estimated total the last row's "down" is enabled; the database stops it at the end.
    if (result.data.changed === 0) {
      setItems(previous)
      setAnnouncement(`${row.name} is already ${direction === 'up' ? 'first' : 'last'}.`)
      return
    }
    setAnnouncement(
      onThisPage
        ? `${row.name} moved to position ${to + 1}. Order saved.`
        : `${row.name} moved to position ${to + 1}, on page ${Math.floor(to / params.pageSize) + 1}. Order saved.`,
    )
    // Keep the keyboard where the reader was: on the moved row, or, when it left the page, on the
    // row that took its place.
    if (onThisPage) requestAnimationFrame(() => focusMoveButton(landing, direction))
    else focusAfterRefresh.current = () => focusMoveButton(from - offset, direction)
    router.refresh()
  }
  const { handleProps, targetProps } = useDragReorder(
    (from, to) => void move(offset + from, offset + to),
  )

  const change = async (
    row: TestimonialRow,
    patch: { status?: 'approved' | 'rejected' | 'pending'; isFeatured?: boolean },
    done: string,
  ) => {
    if (busy) return
    setBusy(true)
    const result = await setTestimonialStateAction({ id: row.id, ...patch })
    setBusy(false)
    if (!result.ok) return toast.error(result.error)
    toast.success(done)
    // Approve and Reject leave the row once pressed; the feature toggle, always there, takes focus.
    if (patch.status) focusAfterRefresh.current = () => focusFeatureToggle(row.id)
    router.refresh()
  }

  if (page.total === 0) return <p>No testimonials yet.</p>
  return (
    <div className="grid gap-4">
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <ol className="grid gap-3" aria-label="Testimonials in display order" aria-busy={busy}>
        {items.map((row, index) => (
          <li
            key={row.id}
            {...targetProps(index)}
            data-testimonial={index}
            data-testimonial-id={row.id}
            className={cn('grid gap-2', REORDERABLE_ITEM)}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="flex flex-wrap items-center gap-2">
                <DragHandle {...handleProps(index)} aria-label={`Drag ${row.name} to reorder`} />
                <span className="text-sm text-muted-foreground tabular-nums">
                  #{offset + index + 1}
                </span>
                <span className="font-semibold">{row.name}</span>
                <span className="text-sm text-muted-foreground">
                  {[row.university, row.country].filter(Boolean).join(', ')}
                </span>
                <span className="inline-flex items-center gap-1 text-sm">
                  <StarIcon aria-hidden="true" className="size-3.5" />
                  {row.rating} of 5
                </span>
                <Badge variant="outline">{row.status}</Badge>
                {row.is_featured ? <Badge>Featured</Badge> : null}
              </div>
              <div className="flex flex-wrap gap-1">
                <MoveButtons
                  name={row.name}
                  index={offset + index}
                  count={page.total}
                  busy={busy}
                  onMove={(from, to) => void move(from, to)}
                />
              </div>
            </div>
            <p className="line-clamp-3 text-sm">{row.quote}</p>
            <div className="flex flex-wrap gap-2">
              {row.status !== 'approved' ? (
                <Button
                  size="sm"
                  aria-disabled={busy || undefined}
                  onClick={() => void change(row, { status: 'approved' }, `${row.name} approved.`)}
                >
                  Approve <span className="sr-only">{row.name}</span>
                </Button>
              ) : null}
              {row.status !== 'rejected' ? (
                <Button
                  size="sm"
                  variant="outline"
                  aria-disabled={busy || undefined}
                  onClick={() => void change(row, { status: 'rejected' }, `${row.name} rejected.`)}
                >
                  Reject <span className="sr-only">{row.name}</span>
                </Button>
              ) : null}
              <Button
                size="sm"
                variant="outline"
                aria-disabled={busy || undefined}
                aria-pressed={row.is_featured}
                // A toggle keeps its words; being pressed shows in its look and its tick.
                className="aria-pressed:border-primary aria-pressed:bg-primary/10"
                onClick={() =>
                  void change(
                    row,
                    { isFeatured: !row.is_featured },
                    row.is_featured
                      ? `${row.name} is no longer featured.`
                      : `${row.name} featured.`,
                  )
                }
              >
                {row.is_featured ? <CheckIcon aria-hidden="true" /> : null}
                Feature on the home page <span className="sr-only">: {row.name}</span>
              </Button>
              <Button asChild size="sm" variant="link">
                <Link href={`/admin/testimonials/${row.id}`}>
                  Edit <span className="sr-only">{row.name}</span>
                </Link>
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <DataTablePagination
        page={params.page}
        pageSize={params.pageSize}
        total={page.total}
        totalKind={page.totalKind}
        href={href}
        onPageSize={(size) => update({ size })}
      />
    </div>
  )
}
