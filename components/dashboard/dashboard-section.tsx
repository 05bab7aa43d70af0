import type * as React from 'react'

type DashboardSectionProps = {
  id: string
  title: string
  description?: string
  children: React.ReactNode
}

/** One titled block of the dashboard, labelled for assistive technology by its heading. */
export function DashboardSection({ id, title, description, children }: DashboardSectionProps) {
  const headingId = `${id}-heading`
  return (
    <section aria-labelledby={headingId} className="grid content-start gap-4">
      <div className="grid gap-1">
        <h2 id={headingId} className="text-xl font-semibold tracking-tight">
          {title}
        </h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </section>
  )
}
