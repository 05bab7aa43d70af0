import Link from 'next/link'

import { JobCard } from '@/components/careers/job-card'
import { WhyWorkWithUs } from '@/components/careers/why-work-with-us'
import { CollectionPageJsonLd, JsonLdScript } from '@/components/seo/json-ld'
import { siteConfig } from '@/config/site'
import { siteUrl } from '@/lib/env'
import { canonicalUrl } from '@/lib/seo/canonical'
import { breadcrumbJsonLd } from '@/lib/seo/json-ld'
import type { JobSummary } from '@/lib/data/jobs'

/** /careers: open roles first, closed ones after them, and why people work here. */
export function CareersView({ jobs }: { jobs: JobSummary[] }) {
  const open = jobs.filter((job) => job.accepting)
  const closed = jobs.filter((job) => !job.accepting)
  return (
    <div className="mx-auto grid max-w-5xl gap-12 px-4 py-12 sm:px-6">
      <CollectionPageJsonLd
        name="Careers"
        description={`Open roles at ${siteConfig.name}.`}
        path="/careers"
        items={open.map((job) => ({ name: job.title, path: `/careers/${job.slug}` }))}
      />
      <JsonLdScript
        data={breadcrumbJsonLd([
          { name: 'Home', url: canonicalUrl('/', siteUrl) },
          { name: 'Careers', url: canonicalUrl('/careers', siteUrl) },
        ])}
      />
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Careers</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Join the tutors, writing specialists and coordinators who help university students in the
          USA, UK, Australia and Canada learn with confidence.
        </p>
      </header>
      <section aria-labelledby="open-roles">
        <h2 id="open-roles" className="text-2xl font-bold tracking-tight">
          Open roles
        </h2>
        {open.length > 0 ? (
          <ul className="mt-6 grid gap-4">
            {open.map((job) => (
              <JobCard key={job.id} job={job} />
            ))}
          </ul>
        ) : (
          <p className="mt-4 rounded-lg border border-dashed p-6 text-muted-foreground">
            There are no open roles right now. New roles appear here first; you are welcome to write
            to{' '}
            <a className="text-primary underline" href={`mailto:${siteConfig.careersEmail}`}>
              {siteConfig.careersEmail}
            </a>{' '}
            or{' '}
            <Link href="/contact" className="text-primary underline">
              contact us
            </Link>{' '}
            in the meantime.
          </p>
        )}
      </section>
      {closed.length > 0 ? (
        <section aria-labelledby="closed-roles">
          <h2 id="closed-roles" className="text-xl font-semibold">
            Recently closed
          </h2>
          <ul className="mt-4 grid gap-4">
            {closed.map((job) => (
              <JobCard key={job.id} job={job} />
            ))}
          </ul>
        </section>
      ) : null}
      <WhyWorkWithUs />
    </div>
  )
}
