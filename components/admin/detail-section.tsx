import * as React from 'react'

type DetailSectionProps = { id: string; title: React.ReactNode; children: React.ReactNode }

/**
 * One titled part of an admin detail page (an order's brief, a student's orders): a section
 * named by its heading, so screen readers list it as a region, with `id` as the anchor.
 */
export function DetailSection({ id, title, children }: DetailSectionProps) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}
