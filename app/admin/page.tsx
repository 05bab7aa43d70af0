import type { Metadata } from 'next'
import { Suspense } from 'react'

import { OverviewCounts } from '@/components/admin/overview/overview-counts'
import { RecentAudit } from '@/components/admin/overview/recent-audit'
import { Skeleton } from '@/components/ui/skeleton'
import { getAdminOverview } from '@/lib/data/admin/overview'

// The layout's '%s | Admin' template covers only the pages below it, not this one beside it.
export const metadata: Metadata = { title: { absolute: 'Overview | Admin' } }

async function Overview() {
  const { counts, audit } = await getAdminOverview()
  return (
    <div className="space-y-10">
      <OverviewCounts counts={counts} />
      <RecentAudit entries={audit} />
    </div>
  )
}

export default function AdminHomePage() {
  return (
    <>
      <h1 className="mb-6 text-3xl font-bold tracking-tight">Admin</h1>
      <Suspense fallback={<Skeleton className="h-28 w-full" />}>
        <Overview />
      </Suspense>
    </>
  )
}
