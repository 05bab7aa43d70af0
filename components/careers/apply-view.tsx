import Link from 'next/link'

import { ApplyPanel } from '@/components/careers/apply-panel'
import { jobBreadcrumbs } from '@/components/careers/job-view'
import { JsonLdScript } from '@/components/seo/json-ld'
import type { Job } from '@/lib/data/jobs'
import { breadcrumbJsonLd } from '@/lib/seo/json-ld'

/** /careers/{slug}/apply: the form while the role is open, a clear notice once it is closed. */
export function ApplyView({ job }: { job: Job }) {
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-12 sm:px-6">
      <JsonLdScript
        data={breadcrumbJsonLd(
          jobBreadcrumbs(job, { name: 'Apply', path: `/careers/${job.slug}/apply` }),
        )}
      />
      <header>
        <nav aria-label="Breadcrumb" className="text-sm text-muted-foreground">
          <Link href="/careers" className="hover:underline">
            Careers
          </Link>
          {' / '}
          <Link href={`/careers/${job.slug}`} className="hover:underline">
            {job.title}
          </Link>
        </nav>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance">Apply: {job.title}</h1>
      </header>
      {job.accepting ? (
        <ApplyPanel slug={job.slug} title={job.title} />
      ) : (
        <p role="status" className="rounded-md border p-4 font-medium">
          This role is no longer accepting applications.{' '}
          <Link href="/careers" className="text-primary underline">
            See open roles
          </Link>
        </p>
      )}
    </div>
  )
}
