import type { Metadata } from 'next'
import { Suspense } from 'react'

import { ChartCard } from '@/components/admin/analytics/chart-card'
import { DateRangeForm } from '@/components/admin/analytics/date-range-form'
import { Skeleton } from '@/components/ui/skeleton'
import { chartRows } from '@/lib/data/admin/analytics'
import { ANALYTICS_CHARTS, type AnalyticsChart } from '@/lib/data/admin/analytics-charts'
import { dateRangeQuery, parseDateRange, type DateRange } from '@/lib/data/admin/date-range'
import type { SearchParamsRecord } from '@/lib/data/admin/list-params'
import { createClient } from '@/lib/supabase/server'

export const metadata: Metadata = { title: 'Analytics' }

type Props = { searchParams: Promise<SearchParamsRecord> }

async function ChartSection({ chart, range }: { chart: AnalyticsChart; range: DateRange }) {
  const rows = await chartRows(await createClient(), chart.id, range)
  return (
    <ChartCard
      chart={chart}
      rows={rows}
      csvHref={`/admin/analytics/export?chart=${chart.id}&${dateRangeQuery(range)}`}
    />
  )
}

async function Charts({ searchParams }: Props) {
  const range = parseDateRange(await searchParams)
  return (
    <>
      <DateRangeForm range={range} action="/admin/analytics" />
      <div className="grid gap-6 xl:grid-cols-2">
        {ANALYTICS_CHARTS.map((chart) => (
          <Suspense key={chart.id} fallback={<Skeleton className="h-80 w-full rounded-xl" />}>
            <ChartSection chart={chart} range={range} />
          </Suspense>
        ))}
      </div>
    </>
  )
}

export default function AdminAnalyticsPage({ searchParams }: Props) {
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold tracking-tight">Analytics</h1>
      <Suspense fallback={<Skeleton className="h-24 w-full" />}>
        <Charts searchParams={searchParams} />
      </Suspense>
    </div>
  )
}
