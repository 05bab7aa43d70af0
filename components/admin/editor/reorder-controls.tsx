import { ArrowDownIcon, ArrowUpIcon, GripVerticalIcon } from 'lucide-react'
import type * as React from 'react'

import { Button } from '@/components/ui/button'

/** Classes for an item of a `useDragReorder` list: faded while dragged, ringed as the drop target. */
export const REORDERABLE_ITEM =
  'rounded-lg border bg-card p-4 data-[dragging]:opacity-50 data-[drop-target]:border-primary data-[drop-target]:ring-2 data-[drop-target]:ring-primary/40'

/** The grip an item is dragged by; spread `handleProps` on it and name the item in aria-label. */
export function DragHandle(props: React.ComponentProps<'button'>) {
  return (
    <button
      type="button"
      {...props}
      className="cursor-grab rounded p-1 text-muted-foreground hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none"
    >
      <GripVerticalIcon aria-hidden="true" className="size-4" />
    </button>
  )
}

type MoveButtonsProps = {
  /** The item as the buttons name it: "Move {name} up". */
  name: string
  index: number
  count: number
  /** While a move is saving: the buttons refuse clicks but keep focus (disabling would drop it). */
  busy?: boolean
  onMove: (from: number, to: number) => void
}

/** Move up and move down: the keyboard path of a list that can also be reordered by dragging. */
export function MoveButtons({ name, index, count, busy = false, onMove }: MoveButtonsProps) {
  const move = (to: number) => {
    if (!busy) onMove(index, to)
  }
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="icon-sm"
        aria-label={`Move ${name} up`}
        data-move="up"
        disabled={index === 0}
        aria-disabled={busy || undefined}
        onClick={() => move(index - 1)}
      >
        <ArrowUpIcon aria-hidden="true" />
      </Button>
      <Button
        type="button"
        variant="outline"
        size="icon-sm"
        aria-label={`Move ${name} down`}
        data-move="down"
        disabled={index === count - 1}
        aria-disabled={busy || undefined}
        onClick={() => move(index + 1)}
      >
        <ArrowDownIcon aria-hidden="true" />
      </Button>
    </>
  )
}
