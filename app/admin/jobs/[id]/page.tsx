import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'

import { DataTableSkeleton } from '@/components/admin/data-table-skeleton'
import { RowHistory } from '@/components/admin/editor/row-history'
import { ApplicationsList } from '@/components/admin/jobs/applications-list'
import { DeleteJobButton } from '@/components/admin/jobs/delete-job-button'
import { JobEditor } from '@/components/admin/jobs/job-editor'
import { getRowHistory } from '@/lib/data/admin/audit'
import { countJobApplications, getJobForEdit } from '@/lib/data/admin/jobs'
import type { SearchParamsRecord } from '@/lib/data/admin/list-params'
import { isUuid, sampleIdParams } from '@/lib/data/admin/uuid'
import { truncate } from '@/lib/format/truncate'
import { createClient } from '@/lib/supabase/server'

export function generateStaticParams() {
  return sampleIdParams()
}

type Props = {
  params: Promise<{ id: string }>
  searchParams: Promise<SearchParamsRecord>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params
  const job = isUuid(id) ? await getJobForEdit(id) : null
  return { title: job ? `Edit job: ${truncate(job.title)}` : 'Edit job' }
}

export default async function EditJobPage({ params, searchParams }: Props) {
  const { id } = await params
  if (!isUuid(id)) notFound()
  const supabase = await createClient()
  const [job, history, counts] = await Promise.all([
    getJobForEdit(id),
    getRowHistory(supabase, 'jobs', id),
    countJobApplications(supabase, id),
  ])
  if (!job) notFound()
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-10">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{job.title}</h1>
        <div className="flex flex-wrap items-center gap-4">
          {job.status !== 'draft' ? (
            <Link href={`/careers/${job.slug}/`} className="text-sm underline underline-offset-4">
              View on the site
            </Link>
          ) : null}
          <DeleteJobButton id={job.id} title={job.title} status={job.status} {...counts} />
        </div>
      </div>
      <JobEditor initial={job} />
      <section aria-labelledby="applications-heading" className="grid gap-4">
        <h2 id="applications-heading" className="text-xl font-semibold">
          Applications
        </h2>
        <Suspense fallback={<DataTableSkeleton columns={6} />}>
          <ApplicationsList searchParams={searchParams} jobId={id} />
        </Suspense>
      </section>
      <RowHistory entries={history} />
    </div>
  )
}
