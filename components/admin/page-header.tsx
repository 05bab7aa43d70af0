import * as React from 'react'

/** An admin page's title with its actions (new, delete, related pages) beside it. */
export function PageHeader({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <div className="flex flex-wrap gap-2">{children}</div>
    </div>
  )
}
