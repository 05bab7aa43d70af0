import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import { ApplyView } from '@/components/careers/apply-view'
import { renamedLocation } from '@/lib/content/slug-history'
import { findRenamedJob, getJob, getJobs } from '@/lib/data/jobs'
import { notFoundMetadata, pageMetadata } from '@/lib/seo/metadata'

type Props = { params: Promise<{ slug: string }> }

export async function generateStaticParams() {
  const jobs = await getJobs()
  const open = jobs.filter((job) => job.accepting)
  return open.length > 0 ? open.map(({ slug }) => ({ slug })) : [{ slug: 'none' }]
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const job = await getJob((await params).slug)
  if (!job) return notFoundMetadata
  return {
    ...pageMetadata({
      title: `Apply: ${job.title}`,
      description: `Apply for the ${job.title} role at Scholarly Support.`,
      path: `/careers/${job.slug}/apply`,
    }),
    // The job page is the one to find in search; this form only follows it.
    robots: { index: false, follow: true },
  }
}

export default async function ApplyPage({ params }: Props) {
  const { slug } = await params
  const job = await getJob(slug)
  if (!job) {
    const current = await findRenamedJob(slug)
    if (current) permanentRedirect(renamedLocation('careers', current, { subPath: 'apply/' }))
    notFound()
  }
  return <ApplyView job={job} />
}
