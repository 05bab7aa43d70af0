import { ApplicationsTable } from '@/components/admin/jobs/applications-table'
import { applicationListSpec, listApplications } from '@/lib/data/admin/jobs'
import { parseListParams, type SearchParamsRecord } from '@/lib/data/admin/list-params'
import { createClient } from '@/lib/supabase/server'
import { APPLICATION_STATUSES } from '@/lib/validation/admin/jobs'
import { labelOf } from '@/lib/format/labels'

const statusFilter = {
  key: 'status',
  label: 'Status',
  options: APPLICATION_STATUSES.map((status) => ({ value: status, label: labelOf(status) })),
}

/** A server-rendered page of applications (all, or one job's), filtered by the URL. */
export async function ApplicationsList({
  searchParams,
  jobId,
}: {
  searchParams: Promise<SearchParamsRecord>
  jobId?: string
}) {
  const params = parseListParams(applicationListSpec, await searchParams)
  const page = await listApplications(await createClient(), params, jobId)
  return (
    <ApplicationsTable
      id={jobId ? 'job-applications' : 'applications'}
      rows={page.rows}
      total={page.total}
      totalKind={page.totalKind}
      params={params}
      sortable={applicationListSpec.sortable}
      filters={[statusFilter]}
    />
  )
}
