/** One value in a chart's rows, as the RPCs return it. */
export type ChartValue = string | number | null
export type ChartRow = Record<string, ChartValue>

export type ChartColumn = {
  key: string
  label: string
  format?: 'number' | 'percent'
}

/**
 * One chart of /admin/analytics: what it plots (`x` on the category axis, `series` as lines or
 * bars) and the columns of its table view and CSV file. Plain data, so the server can hand it to
 * the client component that draws it.
 */
export type AnalyticsChart = {
  id: ChartId
  title: string
  description: string
  kind: 'line' | 'bar'
  x: string
  series: { key: string; label: string }[]
  columns: ChartColumn[]
  emptyText: string
}

export const CHART_IDS = [
  'page-views',
  'top-pages',
  'leads-per-day',
  'lead-sources',
  'promotions',
  'orders-by-status',
  'orders-by-service',
  'quizzes',
  'applications',
] as const
export type ChartId = (typeof CHART_IDS)[number]

export const ANALYTICS_CHARTS: readonly AnalyticsChart[] = [
  {
    id: 'page-views',
    title: 'Page views',
    description: 'Page views per day from visitors who allowed analytics cookies.',
    kind: 'line',
    x: 'day',
    series: [{ key: 'views', label: 'Page views' }],
    columns: [
      { key: 'day', label: 'Day' },
      { key: 'views', label: 'Page views', format: 'number' },
    ],
    emptyText: 'No page views in this range.',
  },
  {
    id: 'top-pages',
    title: 'Top pages',
    description: 'The ten most viewed pages.',
    kind: 'bar',
    x: 'path',
    series: [{ key: 'views', label: 'Page views' }],
    columns: [
      { key: 'path', label: 'Page' },
      { key: 'views', label: 'Page views', format: 'number' },
    ],
    emptyText: 'No page views in this range.',
  },
  {
    id: 'leads-per-day',
    title: 'Leads per day',
    description: 'Study guide and lead magnet sign-ups per day.',
    kind: 'line',
    x: 'day',
    series: [{ key: 'leads', label: 'Leads' }],
    columns: [
      { key: 'day', label: 'Day' },
      { key: 'leads', label: 'Leads', format: 'number' },
    ],
    emptyText: 'No leads in this range.',
  },
  {
    id: 'lead-sources',
    title: 'Leads by source page',
    description: 'The pages leads signed up from.',
    kind: 'bar',
    x: 'source_path',
    series: [{ key: 'leads', label: 'Leads' }],
    columns: [
      { key: 'source_path', label: 'Source page' },
      { key: 'leads', label: 'Leads', format: 'number' },
    ],
    emptyText: 'No leads in this range.',
  },
  {
    id: 'promotions',
    title: 'Promotions',
    description: 'Impressions, clicks and click-through rate per promotion.',
    kind: 'bar',
    x: 'name',
    series: [
      { key: 'impressions', label: 'Impressions' },
      { key: 'clicks', label: 'Clicks' },
    ],
    columns: [
      { key: 'name', label: 'Promotion' },
      { key: 'impressions', label: 'Impressions', format: 'number' },
      { key: 'clicks', label: 'Clicks', format: 'number' },
      { key: 'ctr', label: 'Click-through rate', format: 'percent' },
    ],
    emptyText: 'No promotion impressions or clicks in this range.',
  },
  {
    id: 'orders-by-status',
    title: 'Orders by status',
    description: 'Orders placed in this range, by their current status.',
    kind: 'bar',
    x: 'label',
    series: [{ key: 'orders', label: 'Orders' }],
    columns: [
      { key: 'label', label: 'Status' },
      { key: 'orders', label: 'Orders', format: 'number' },
    ],
    emptyText: 'No orders in this range.',
  },
  {
    id: 'orders-by-service',
    title: 'Orders by service',
    description: 'Orders placed in this range, by service.',
    kind: 'bar',
    x: 'label',
    series: [{ key: 'orders', label: 'Orders' }],
    columns: [
      { key: 'label', label: 'Service' },
      { key: 'orders', label: 'Orders', format: 'number' },
    ],
    emptyText: 'No orders in this range.',
  },
  {
    id: 'quizzes',
    title: 'Quiz attempts',
    description: 'Attempts and passes per quiz, from members and visitors.',
    kind: 'bar',
    x: 'title',
    series: [
      { key: 'attempts', label: 'Attempts' },
      { key: 'passed', label: 'Passed' },
    ],
    columns: [
      { key: 'title', label: 'Quiz' },
      { key: 'attempts', label: 'Attempts', format: 'number' },
      { key: 'passed', label: 'Passed', format: 'number' },
      { key: 'pass_rate', label: 'Pass rate', format: 'percent' },
    ],
    emptyText: 'No quiz attempts in this range.',
  },
  {
    id: 'applications',
    title: 'Applications per job',
    description: 'Job applications received in this range.',
    kind: 'bar',
    x: 'title',
    series: [{ key: 'applications', label: 'Applications' }],
    columns: [
      { key: 'title', label: 'Job' },
      { key: 'applications', label: 'Applications', format: 'number' },
    ],
    emptyText: 'No applications in this range.',
  },
]

export function analyticsChart(id: string): AnalyticsChart | undefined {
  return ANALYTICS_CHARTS.find((chart) => chart.id === id)
}

const numberFormat = new Intl.NumberFormat('en-GB')

/** A cell as the table view shows it; the CSV keeps raw values. */
export function formatChartValue(value: ChartValue, format: ChartColumn['format']): string {
  if (value === null) return '—'
  if (format === 'percent') return `${Number(value).toFixed(2)}%`
  if (format === 'number') return numberFormat.format(Number(value))
  return String(value)
}
