import type { Metadata } from 'next'
import Link from 'next/link'
import { Suspense } from 'react'

import { PageHeader } from '@/components/admin/page-header'
import { DataTableSkeleton } from '@/components/admin/data-table-skeleton'
import { ResourcesTable } from '@/components/admin/resources/resources-table'
import { Button } from '@/components/ui/button'
import { parseListParams, type SearchParamsRecord } from '@/lib/data/admin/list-params'
import { listResources, resourceListSpec } from '@/lib/data/admin/resources'

export const metadata: Metadata = { title: 'Resources' }

type Props = { searchParams: Promise<SearchParamsRecord> }

const capitalised = (value: string) => value[0]?.toUpperCase() + value.slice(1)

const filters = [
  {
    key: 'status',
    label: 'Status',
    options: resourceListSpec.filters.status.map((value) => ({ value, label: capitalised(value) })),
  },
  {
    key: 'kind',
    label: 'Kind',
    options: resourceListSpec.filters.kind.map((value) => ({ value, label: capitalised(value) })),
  },
  {
    key: 'access',
    label: 'Access',
    options: [
      { value: 'members', label: 'Members only' },
      { value: 'everyone', label: 'Everyone' },
    ],
  },
]

async function ResourcesList({ searchParams }: Props) {
  const params = parseListParams(resourceListSpec, await searchParams)
  const page = await listResources(params)
  return (
    <ResourcesTable
      rows={page.rows}
      total={page.total}
      totalKind={page.totalKind}
      params={params}
      sortable={resourceListSpec.sortable}
      filters={filters}
    />
  )
}

export default function AdminResourcesPage({ searchParams }: Props) {
  return (
    <>
      <PageHeader title="Resources">
        <Button asChild>
          <Link href="/admin/resources/new">New resource</Link>
        </Button>
      </PageHeader>
      <Suspense fallback={<DataTableSkeleton columns={7} />}>
        <ResourcesList searchParams={searchParams} />
      </Suspense>
    </>
  )
}
