import type { Metadata } from 'next'
import { Suspense } from 'react'

import { DataTableSkeleton } from '@/components/admin/data-table-skeleton'
import { ApplicationsList } from '@/components/admin/jobs/applications-list'
import type { SearchParamsRecord } from '@/lib/data/admin/list-params'

export const metadata: Metadata = { title: 'Applications' }

export default function AdminApplicationsPage({
  searchParams,
}: {
  searchParams: Promise<SearchParamsRecord>
}) {
  return (
    <>
      <h1 className="mb-6 text-3xl font-bold tracking-tight">Applications</h1>
      <Suspense fallback={<DataTableSkeleton columns={6} />}>
        <ApplicationsList searchParams={searchParams} />
      </Suspense>
    </>
  )
}
