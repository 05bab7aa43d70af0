import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import { JobView } from '@/components/careers/job-view'
import { renamedLocation } from '@/lib/content/slug-history'
import { findRenamedJob, getJob, getJobs } from '@/lib/data/jobs'
import { notFoundMetadata, pageMetadata } from '@/lib/seo/metadata'

type Props = { params: Promise<{ slug: string }> }

// Prerender every listed job; others render on first visit and are cached (params are read
// outside Suspense so each URL gets its own cache entry).
export async function generateStaticParams() {
  const jobs = await getJobs()
  return jobs.length > 0 ? jobs.map(({ slug }) => ({ slug })) : [{ slug: 'none' }]
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const job = await getJob((await params).slug)
  if (!job) return notFoundMetadata
  return pageMetadata({
    title: job.accepting ? job.title : `${job.title} (closed)`,
    description: job.summary || `${job.title} at Scholarly Support`,
    path: `/careers/${job.slug}`,
  })
}

export default async function JobPage({ params }: Props) {
  const { slug } = await params
  const job = await getJob(slug)
  if (!job) {
    const current = await findRenamedJob(slug)
    if (current) permanentRedirect(renamedLocation('careers', current))
    notFound()
  }
  return <JobView job={job} />
}
