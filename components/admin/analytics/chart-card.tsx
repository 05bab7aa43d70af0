import { DownloadIcon } from 'lucide-react'

import { AnalyticsChartView } from '@/components/admin/analytics/analytics-chart-view'
import { ChartTable } from '@/components/admin/analytics/chart-table'
import { buttonVariants } from '@/components/ui/button'
import type { AnalyticsChart, ChartRow } from '@/lib/data/admin/analytics-charts'

type Props = { chart: AnalyticsChart; rows: ChartRow[]; csvHref: string }

/**
 * One analytics chart: the graphic (drawn in the browser), its numbers as a table behind a
 * disclosure (what screen readers and keyboard users read), and the CSV of the same rows.
 */
export function ChartCard({ chart, rows, csvHref }: Props) {
  const headingId = `chart-${chart.id}-heading`
  const empty = rows.length === 0 || chart.series.every((s) => rows.every((row) => !row[s.key]))
  return (
    <section
      aria-labelledby={headingId}
      data-chart={chart.id}
      className="space-y-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={headingId} className="text-lg font-semibold">
            {chart.title}
          </h2>
          <p className="text-sm text-muted-foreground">{chart.description}</p>
        </div>
        <a href={csvHref} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <DownloadIcon aria-hidden="true" />
          CSV<span className="sr-only"> of {chart.title.toLowerCase()}</span>
        </a>
      </div>
      {empty ? (
        <p className="py-8 text-center text-sm text-muted-foreground">{chart.emptyText}</p>
      ) : (
        <AnalyticsChartView chart={chart} rows={rows} />
      )}
      <details>
        <summary className="cursor-pointer rounded-sm text-sm font-medium focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none">
          Table view<span className="sr-only"> of {chart.title.toLowerCase()}</span>
        </summary>
        <div className="mt-2">
          <ChartTable chart={chart} rows={rows} />
        </div>
      </details>
    </section>
  )
}
