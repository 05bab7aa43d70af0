import type * as React from 'react'

/**
 * The frame of a read-only admin table that may scroll sideways on a narrow screen. It takes
 * keyboard focus, since its rows hold nothing focusable to scroll it with, and is named after
 * the table. `relative`: visually hidden text in the cells scrolls with the table.
 */
export function ScrollableTable({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div
      className="relative overflow-x-auto rounded-md border focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none"
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      {children}
    </div>
  )
}
