import type { Metadata } from 'next'
import Link from 'next/link'
import { Suspense } from 'react'

import { HEADING_IDS, PageHeader } from '@/components/admin/page-header'
import { statusFilterOf } from '@/components/admin/status-filter'
import { DataTableSkeleton } from '@/components/admin/data-table-skeleton'

import { JobsTable } from '@/components/admin/jobs/jobs-table'
import { Button } from '@/components/ui/button'
import { jobListSpec, listJobs } from '@/lib/data/admin/jobs'
import { parseListParams, type SearchParamsRecord } from '@/lib/data/admin/list-params'
import { createClient } from '@/lib/supabase/server'
import { JOB_STATUSES } from '@/lib/validation/admin/jobs'
import { optionsOf } from '@/lib/format/labels'

export const metadata: Metadata = { title: 'Jobs' }

type Props = { searchParams: Promise<SearchParamsRecord> }

const statusFilter = statusFilterOf(optionsOf(JOB_STATUSES))

async function JobsList({ searchParams }: Props) {
  const params = parseListParams(jobListSpec, await searchParams)
  const page = await listJobs(await createClient(), params)
  return (
    <JobsTable
      rows={page.rows}
      total={page.total}
      totalKind={page.totalKind}
      params={params}
      sortable={jobListSpec.sortable}
      filters={[statusFilter]}
    />
  )
}

export default function AdminJobsPage({ searchParams }: Props) {
  return (
    <>
      <PageHeader title="Jobs" headingId={HEADING_IDS.jobs}>
        <Button asChild variant="outline">
          <Link href="/admin/jobs/applications">All applications</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/admin/jobs/templates">Applicant emails</Link>
        </Button>
        <Button asChild>
          <Link href="/admin/jobs/new">New job</Link>
        </Button>
      </PageHeader>
      <Suspense fallback={<DataTableSkeleton columns={7} />}>
        <JobsList searchParams={searchParams} />
      </Suspense>
    </>
  )
}
