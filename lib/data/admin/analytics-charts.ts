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

/** A column as `[key, label]`: the key names the RPC's output column. */
type Measure = readonly [key: string, label: string]

/**
 * One chart from what differs between charts. Its table and CSV show the category column, then
 * each plotted series as a count, then the rate the RPC works out, if any.
 */
function chart(
  id: ChartId,
  kind: AnalyticsChart['kind'],
  text: Pick<AnalyticsChart, 'title' | 'description' | 'emptyText'>,
  [x, series, rate]: [x: Measure, series: Measure[], rate?: Measure],
): AnalyticsChart {
  const column = ([key, label]: Measure) => ({ key, label })
  return {
    id,
    kind,
    ...text,
    x: x[0],
    series: series.map(column),
    columns: [
      column(x),
      ...series.map((measure): ChartColumn => ({ ...column(measure), format: 'number' })),
      ...(rate ? [{ ...column(rate), format: 'percent' } as const] : []),
    ],
  }
}

const views: Measure = ['views', 'Page views']
const noViews = 'No page views in this range.'
const leads: Measure = ['leads', 'Leads']
const noLeads = 'No leads in this range.'
const orders: Measure = ['orders', 'Orders']
const noOrders = 'No orders in this range.'

export const ANALYTICS_CHARTS: readonly AnalyticsChart[] = [
  chart(
    'page-views',
    'line',
    {
      title: 'Page views',
      description: 'Page views per day from visitors who allowed analytics cookies.',
      emptyText: noViews,
    },
    [['day', 'Day'], [views]],
  ),
  chart(
    'top-pages',
    'bar',
    { title: 'Top pages', description: 'The ten most viewed pages.', emptyText: noViews },
    [['path', 'Page'], [views]],
  ),
  chart(
    'leads-per-day',
    'line',
    {
      title: 'Leads per day',
      description: 'Study guide and lead magnet sign-ups per day.',
      emptyText: noLeads,
    },
    [['day', 'Day'], [leads]],
  ),
  chart(
    'lead-sources',
    'bar',
    {
      title: 'Leads by source page',
      description: 'The pages leads signed up from.',
      emptyText: noLeads,
    },
    [['source_path', 'Source page'], [leads]],
  ),
  chart(
    'promotions',
    'bar',
    {
      title: 'Promotions',
      description: 'Impressions, clicks and click-through rate per promotion.',
      emptyText: 'No promotion impressions or clicks in this range.',
    },
    [
      ['name', 'Promotion'],
      [
        ['impressions', 'Impressions'],
        ['clicks', 'Clicks'],
      ],
      ['ctr', 'Click-through rate'],
    ],
  ),
  chart(
    'orders-by-status',
    'bar',
    {
      title: 'Orders by status',
      description: 'Orders placed in this range, by their current status.',
      emptyText: noOrders,
    },
    [['label', 'Status'], [orders]],
  ),
  chart(
    'orders-by-service',
    'bar',
    {
      title: 'Orders by service',
      description: 'Orders placed in this range, by service.',
      emptyText: noOrders,
    },
    [['label', 'Service'], [orders]],
  ),
  chart(
    'quizzes',
    'bar',
    {
      title: 'Quiz attempts',
      description: 'Attempts and passes per quiz, from members and visitors.',
      emptyText: 'No quiz attempts in this range.',
    },
    [
      ['title', 'Quiz'],
      [
        ['attempts', 'Attempts'],
        ['passed', 'Passed'],
      ],
      ['pass_rate', 'Pass rate'],
    ],
  ),
  chart(
    'applications',
    'bar',
    {
      title: 'Applications per job',
      description: 'Job applications received in this range.',
      emptyText: 'No applications in this range.',
    },
    [['title', 'Job'], [['applications', 'Applications']]],
  ),
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
