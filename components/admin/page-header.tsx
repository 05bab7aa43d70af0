import type * as React from 'react'

import { cn } from '@/lib/utils'

/**
 * Ids of the admin headings that take focus when a create or a delete lands on their page: the
 * control that had focus went with the page it was on, and Next moves focus nowhere on
 * navigation, so the heading takes it and a keyboard or screen reader user starts at its top
 * (the action finds it with focusThroughRefresh and shownById).
 */
export const HEADING_IDS = {
  jobs: 'jobs-list-heading',
  messages: 'messages-list-heading',
  quizzes: 'quizzes-list-heading',
  testimonials: 'testimonials-list-heading',
  testimonialEditor: 'testimonial-editor-heading',
} as const

type Props = {
  title: string
  /** Makes the heading focusable from script (one of HEADING_IDS). */
  headingId?: (typeof HEADING_IDS)[keyof typeof HEADING_IDS]
  className?: string
  children?: React.ReactNode
}

/** An admin page's title with its actions (new, delete, related pages) beside it. */
export function PageHeader({ title, headingId, className = 'mb-6', children }: Props) {
  return (
    <div className={cn('flex flex-wrap items-center justify-between gap-3', className)}>
      <h1
        id={headingId}
        tabIndex={headingId ? -1 : undefined}
        className="text-3xl font-bold tracking-tight outline-none"
      >
        {title}
      </h1>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </div>
  )
}
