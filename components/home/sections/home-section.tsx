import type * as React from 'react'

type HomeSectionProps = {
  id: string
  eyebrow: string
  title: string
  description?: string
  children: React.ReactNode
}

export function HomeSection({ id, eyebrow, title, description, children }: HomeSectionProps) {
  const headingId = `${id}-heading`
  return (
    <section id={id} aria-labelledby={headingId}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
        <div className="max-w-2xl">
          {/* Sections stay on the page background: only there is primary small text AA. */}
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
          <h2 id={headingId} className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {title}
          </h2>
          {description ? <p className="mt-4 text-lg text-muted-foreground">{description}</p> : null}
        </div>
        {children}
      </div>
    </section>
  )
}
