import type { Metadata } from 'next'
import Link from 'next/link'
import { Suspense } from 'react'

import { PageHeader } from '@/components/admin/page-header'
import { statusFilterOf } from '@/components/admin/status-filter'
import { PromotionsTable } from '@/components/admin/promotions/promotions-table'
import { DataTableSkeleton } from '@/components/admin/data-table-skeleton'
import { buttonVariants } from '@/components/ui/button'
import { parseListParams, type SearchParamsRecord } from '@/lib/data/admin/list-params'
import { listPromotions, promotionListSpec } from '@/lib/data/admin/promotions'
import { getAdminTimeZone } from '@/lib/data/admin/time-zone'
import { formatInZone } from '@/lib/format/zoned-input'
import { PROMOTION_STATUSES } from '@/lib/validation/admin-promotions'
import { optionsOf } from '@/lib/format/labels'

export const metadata: Metadata = { title: 'Promotions' }

type Props = { searchParams: Promise<SearchParamsRecord> }

const statusFilter = statusFilterOf(optionsOf(PROMOTION_STATUSES))

async function PromotionsList({ searchParams }: Props) {
  const params = parseListParams(promotionListSpec, await searchParams)
  const [page, timeZone] = await Promise.all([listPromotions(params), getAdminTimeZone()])
  const rows = page.rows.map((row) => ({
    ...row,
    endsLabel: formatInZone(row.end_at, timeZone),
    updatedLabel: formatInZone(row.updated_at, timeZone),
  }))
  return (
    <PromotionsTable
      rows={rows}
      total={page.total}
      totalKind={page.totalKind}
      params={params}
      sortable={promotionListSpec.sortable}
      filters={[statusFilter]}
    />
  )
}

export default function AdminPromotionsPage({ searchParams }: Props) {
  return (
    <>
      <PageHeader title="Promotions">
        <Link href="/admin/promotions/new" className={buttonVariants()}>
          New promotion
        </Link>
      </PageHeader>
      <p className="mb-4 text-sm text-muted-foreground">
        The home page shows the active promotion named &ldquo;offer&rdquo;; only one promotion per
        name can be active. Times are in your profile&apos;s time zone.
      </p>
      <Suspense fallback={<DataTableSkeleton columns={8} />}>
        <PromotionsList searchParams={searchParams} />
      </Suspense>
    </>
  )
}
