'use client'

import { StarIcon } from 'lucide-react'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import * as React from 'react'
import { toast } from 'sonner'

import {
  DragHandle,
  MoveButtons,
  REORDERABLE_ITEM,
} from '@/components/admin/editor/reorder-controls'
import { useDragReorder } from '@/components/admin/editor/use-drag-reorder'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { reorderTestimonialsAction } from '@/lib/actions/admin/testimonials/reorder-testimonials'
import { setTestimonialStateAction } from '@/lib/actions/admin/testimonials/set-testimonial-state'
import type { TestimonialRow } from '@/lib/data/admin/testimonials'
import { cn } from '@/lib/utils'

function moved<T>(items: T[], from: number, to: number) {
  const next = [...items]
  const [item] = next.splice(from, 1)
  if (item !== undefined) next.splice(to, 0, item)
  return next
}

/**
 * Every testimonial in the order the site shows them (featured approved ones lead the home
 * page). Reordering is saved at once; approve, reject and feature are one click each.
 */
export function TestimonialOrderList({ rows }: { rows: TestimonialRow[] }) {
  const router = useRouter()
  const [items, setItems] = React.useState(rows)
  const [shown, setShown] = React.useState(rows)
  const [busy, setBusy] = React.useState(false)
  const [announcement, setAnnouncement] = React.useState('')
  if (rows !== shown) {
    setShown(rows)
    setItems(rows)
  }

  const move = async (from: number, to: number) => {
    if (to < 0 || to >= items.length || busy) return
    const previous = items
    const next = moved(items, from, to)
    setItems(next)
    setBusy(true)
    const result = await reorderTestimonialsAction({ ids: next.map((item) => item.id) })
    setBusy(false)
    if (!result.ok) {
      setItems(previous)
      toast.error(result.error)
      return
    }
    setAnnouncement(`${next[to]?.name ?? 'Testimonial'} moved to position ${to + 1}. Order saved.`)
    requestAnimationFrame(() =>
      document
        .querySelector<HTMLElement>(
          `[data-testimonial="${to}"] [data-move="${to < from ? 'up' : 'down'}"]:not(:disabled), [data-testimonial="${to}"] [data-move]:not(:disabled)`,
        )
        ?.focus(),
    )
    router.refresh()
  }
  const { handleProps, targetProps } = useDragReorder((from, to) => void move(from, to))

  const change = async (
    row: TestimonialRow,
    patch: { status?: 'approved' | 'rejected' | 'pending'; isFeatured?: boolean },
    done: string,
  ) => {
    setBusy(true)
    const result = await setTestimonialStateAction({ id: row.id, ...patch })
    setBusy(false)
    if (!result.ok) return toast.error(result.error)
    toast.success(done)
    router.refresh()
  }

  if (items.length === 0) return <p>No testimonials yet.</p>
  return (
    <>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <ol className="grid gap-3" aria-label="Testimonials in display order" aria-busy={busy}>
        {items.map((row, index) => (
          <li
            key={row.id}
            {...targetProps(index)}
            data-testimonial={index}
            className={cn('grid gap-2', REORDERABLE_ITEM)}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="flex flex-wrap items-center gap-2">
                <DragHandle {...handleProps(index)} aria-label={`Drag ${row.name} to reorder`} />
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
                  index={index}
                  count={items.length}
                  disabled={busy}
                  onMove={(from, to) => void move(from, to)}
                />
              </div>
            </div>
            <p className="line-clamp-3 text-sm">{row.quote}</p>
            <div className="flex flex-wrap gap-2">
              {row.status !== 'approved' ? (
                <Button
                  size="sm"
                  disabled={busy}
                  onClick={() => void change(row, { status: 'approved' }, `${row.name} approved.`)}
                >
                  Approve <span className="sr-only">{row.name}</span>
                </Button>
              ) : null}
              {row.status !== 'rejected' ? (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  onClick={() => void change(row, { status: 'rejected' }, `${row.name} rejected.`)}
                >
                  Reject <span className="sr-only">{row.name}</span>
                </Button>
              ) : null}
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                aria-pressed={row.is_featured}
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
    </>
  )
}
