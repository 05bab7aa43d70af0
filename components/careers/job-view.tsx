import Link from 'next/link'

import { closingDate, jobFacts } from '@/components/careers/job-facts'
import { Markdown } from '@/components/content/markdown'
import { JsonLdScript } from '@/components/seo/json-ld'
import { Button } from '@/components/ui/button'
import type { Job } from '@/lib/data/jobs'
import { siteUrl } from '@/lib/env'
import { canonicalUrl } from '@/lib/seo/canonical'
import { jobPostingJsonLd } from '@/lib/seo/job-posting-json-ld'
import { breadcrumbJsonLd } from '@/lib/seo/json-ld'

export function jobBreadcrumbs(
  job: Pick<Job, 'slug' | 'title'>,
  extra?: { name: string; path: string },
) {
  return [
    { name: 'Home', url: canonicalUrl('/', siteUrl) },
    { name: 'Careers', url: canonicalUrl('/careers', siteUrl) },
    { name: job.title, url: canonicalUrl(`/careers/${job.slug}`, siteUrl) },
    ...(extra ? [{ name: extra.name, url: canonicalUrl(extra.path, siteUrl) }] : []),
  ]
}

function ListSection({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null
  return (
    <section>
      <h2 className="text-xl font-semibold">{title}</h2>
      <ul className="mt-3 list-disc space-y-1 pl-6">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  )
}

/** A job's page: facts, description, requirements, benefits, pay, and Apply while it is open. */
export function JobView({ job }: { job: Job }) {
  const closes = job.accepting ? closingDate(job.closes_at) : null
  return (
    <article className="mx-auto grid max-w-3xl gap-8 px-4 py-12 sm:px-6">
      <JsonLdScript
        data={[
          ...(job.accepting ? [jobPostingJsonLd(job, siteUrl)] : []),
          breadcrumbJsonLd(jobBreadcrumbs(job)),
        ]}
      />
      <header>
        <nav aria-label="Breadcrumb" className="text-sm text-muted-foreground">
          <Link href="/careers" className="hover:underline">
            Careers
          </Link>
        </nav>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {job.title}
        </h1>
        <ul className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground">
          {jobFacts(job).map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
          {closes ? <li>{closes}</li> : null}
        </ul>
        {job.summary ? <p className="mt-4 text-lg text-muted-foreground">{job.summary}</p> : null}
        {job.salary_range ? (
          <p className="mt-4">
            <span className="font-semibold">Pay:</span> {job.salary_range}
          </p>
        ) : null}
        <div className="mt-6">
          {job.accepting ? (
            <Button asChild size="lg">
              <Link href={`/careers/${job.slug}/apply`}>Apply</Link>
            </Button>
          ) : (
            <p role="status" className="rounded-md border p-4 font-medium">
              This role is closed
            </p>
          )}
        </div>
      </header>
      <Markdown>{job.description}</Markdown>
      <ListSection title="Requirements" items={job.requirements} />
      <ListSection title="Benefits" items={job.benefits} />
      {job.accepting ? (
        <p>
          <Button asChild>
            <Link href={`/careers/${job.slug}/apply`}>Apply for this role</Link>
          </Button>
        </p>
      ) : null}
    </article>
  )
}
