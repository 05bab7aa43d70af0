import { GripVerticalIcon } from 'lucide-react'
import type * as React from 'react'

/** Classes for an item of a `useDragReorder` list: faded while dragged, ringed as the drop target. */
export const REORDERABLE_ITEM =
  'rounded-lg border bg-card p-4 data-[dragging]:opacity-50 data-[drop-target]:border-primary data-[drop-target]:ring-2 data-[drop-target]:ring-primary/40'

/** The grip an item is dragged by; spread `handleProps` on it and name the item in aria-label. */
export function DragHandle(props: React.ComponentProps<'button'>) {
  return (
    <button
      type="button"
      {...props}
      className="cursor-grab rounded p-1 text-muted-foreground hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
    >
      <GripVerticalIcon aria-hidden="true" className="size-4" />
    </button>
  )
}
