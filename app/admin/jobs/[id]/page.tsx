import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'

import { DataTableSkeleton } from '@/components/admin/data-table-skeleton'
import { RowHistory } from '@/components/admin/editor/row-history'
import { ApplicationsList } from '@/components/admin/jobs/applications-list'
import { JobEditor } from '@/components/admin/jobs/job-editor'
import { getRowHistory } from '@/lib/data/admin/audit'
import { getJobEditorValues } from '@/lib/data/admin/jobs'
import type { SearchParamsRecord } from '@/lib/data/admin/list-params'
import { isUuid, sampleIdParams } from '@/lib/data/admin/uuid'
import { createClient } from '@/lib/supabase/server'

export const metadata: Metadata = { title: 'Edit job' }

export function generateStaticParams() {
  return sampleIdParams()
}

type Props = {
  params: Promise<{ id: string }>
  searchParams: Promise<SearchParamsRecord>
}

export default async function EditJobPage({ params, searchParams }: Props) {
  const { id } = await params
  if (!isUuid(id)) notFound()
  const supabase = await createClient()
  const [job, history] = await Promise.all([
    getJobEditorValues(supabase, id),
    getRowHistory(supabase, 'jobs', id),
  ])
  if (!job) notFound()
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-10">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{job.title}</h1>
        {job.status !== 'draft' ? (
          <Link href={`/careers/${job.slug}/`} className="text-sm underline underline-offset-4">
            View on the site
          </Link>
        ) : null}
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
