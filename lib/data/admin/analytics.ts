import 'server-only'

import type { SupabaseClient } from '@supabase/supabase-js'

import type { ChartId, ChartRow } from '@/lib/data/admin/analytics-charts'
import type { DateRange } from '@/lib/data/admin/date-range'
import type { Database } from '@/lib/supabase/database.types'

type Client = SupabaseClient<Database>
type Range = Pick<DateRange, 'from' | 'to'>
type Functions = Database['public']['Functions']

/** The admin-only RPCs that aggregate one chart's rows over a date range. */
type RangeRpc = Extract<keyof Functions, `admin_analytics_${string}`>

/** One RPC's rows for the range; `what` names them in the error. */
async function rpcRows(
  supabase: Client,
  name: RangeRpc,
  { from, to }: Range,
  what: string,
): Promise<ChartRow[]> {
  const { data, error } = await supabase.rpc(name, { from_date: from, to_date: to })
  if (error) throw new Error(`Could not load ${what}: ${error.message}`)
  return data ?? []
}

/** A chart that shows its RPC's rows as they come. */
function reader(name: RangeRpc, what: string) {
  return (supabase: Client, range: Range): Promise<ChartRow[]> =>
    rpcRows(supabase, name, range, what)
}

/** Both order charts read one RPC, which returns a row set per dimension. */
function ordersBy(dimension: 'status' | 'service') {
  return async (supabase: Client, range: Range): Promise<ChartRow[]> => {
    const rows = await rpcRows(supabase, 'admin_analytics_orders', range, 'orders')
    return rows
      .filter((row) => row.dimension === dimension)
      .map(({ label = null, orders = null }) => ({ label, orders }))
  }
}

const loaders: Record<ChartId, (supabase: Client, range: Range) => Promise<ChartRow[]>> = {
  'page-views': reader('admin_analytics_page_views', 'page views'),
  'top-pages': reader('admin_analytics_top_pages', 'top pages'),
  'leads-per-day': reader('admin_analytics_leads_per_day', 'leads'),
  'lead-sources': reader('admin_analytics_lead_sources', 'lead sources'),
  promotions: reader('admin_analytics_promotions', 'promotions'),
  'orders-by-status': ordersBy('status'),
  'orders-by-service': ordersBy('service'),
  quizzes: reader('admin_analytics_quizzes', 'quiz attempts'),
  applications: reader('admin_analytics_applications', 'applications'),
}

/**
 * One chart's rows for the range, aggregated in Postgres by an admin-only RPC (which refuses
 * anyone else with 42501, whatever this code does).
 */
export function chartRows(supabase: Client, id: ChartId, range: Range): Promise<ChartRow[]> {
  return loaders[id](supabase, range)
}
