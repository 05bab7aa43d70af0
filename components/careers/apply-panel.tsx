'use client'

import Link from 'next/link'
import * as React from 'react'

import { ApplicationForm } from '@/components/careers/application-form'

/** The form, then a confirmation that takes focus once the application is stored. */
export function ApplyPanel({ slug, title }: { slug: string; title: string }) {
  const [sent, setSent] = React.useState(false)
  const headingRef = React.useRef<HTMLHeadingElement>(null)
  React.useEffect(() => {
    if (sent) headingRef.current?.focus()
  }, [sent])

  if (!sent) return <ApplicationForm slug={slug} onSent={() => setSent(true)} />
  return (
    <section role="status" className="rounded-lg border border-primary/40 p-6">
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
        Application sent
      </h2>
      <p className="mt-2">
        Thank you for applying for the {title} role. We have emailed you a confirmation, and our
        hiring team replies within 10 working days.
      </p>
      <p className="mt-4">
        <Link href="/careers" className="text-primary underline">
          Back to careers
        </Link>
      </p>
    </section>
  )
}
