import { currentUserIsAdmin, getCurrentUser } from '@/lib/auth/current-user'
import { csvDownload } from '@/lib/csv/csv-download'
import { chartRows } from '@/lib/data/admin/analytics'
import { analyticsChart, type ChartRow } from '@/lib/data/admin/analytics-charts'
import { parseDateRange } from '@/lib/data/admin/date-range'
import { createClient } from '@/lib/supabase/server'

/** One analytics chart's rows as CSV, for the same range as the page (`?chart=…&range=…`). */
export async function GET(request: Request) {
  if (!(await getCurrentUser())) return new Response('Sign in first.', { status: 401 })
  if (!(await currentUserIsAdmin())) return new Response('Admins only.', { status: 403 })
  const searchParams = new URL(request.url).searchParams
  const chart = analyticsChart(searchParams.get('chart') ?? '')
  if (!chart) return new Response('Unknown chart.', { status: 404 })
  const range = parseDateRange(Object.fromEntries(searchParams))
  const rows = await chartRows(await createClient(), chart.id, range)
  async function* oneBatch(): AsyncGenerator<ChartRow[]> {
    yield rows
  }
  return csvDownload(
    `${chart.id}-${range.from}-to-${range.to}.csv`,
    chart.columns.map((column) => ({
      header: column.label,
      value: (row: ChartRow) => row[column.key],
    })),
    oneBatch(),
  )
}
