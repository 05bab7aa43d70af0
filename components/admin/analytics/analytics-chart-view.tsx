'use client'

import dynamic from 'next/dynamic'

import { Skeleton } from '@/components/ui/skeleton'
import type { AnalyticsChart as Chart, ChartRow } from '@/lib/data/admin/analytics-charts'

// Recharts loads in the browser only, on this page only: it never reaches a public page's bundle
// and never renders on the server (it measures its container).
const AnalyticsChart = dynamic(
  () =>
    import('@/components/admin/analytics/analytics-chart').then((module) => module.AnalyticsChart),
  { ssr: false, loading: () => <Skeleton className="aspect-video w-full" /> },
)

export function AnalyticsChartView({ chart, rows }: { chart: Chart; rows: ChartRow[] }) {
  return <AnalyticsChart chart={chart} rows={rows} />
}
