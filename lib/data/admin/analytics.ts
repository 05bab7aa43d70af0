import 'server-only'

import type { SupabaseClient } from '@supabase/supabase-js'

import type { ChartId, ChartRow } from '@/lib/data/admin/analytics-charts'
import type { DateRange } from '@/lib/data/admin/date-range'
import type { Database } from '@/lib/supabase/database.types'

type Client = SupabaseClient<Database>
type Range = Pick<DateRange, 'from' | 'to'>

function rowsOrThrow<Row extends ChartRow>(
  result: { data: Row[] | null; error: { message: string } | null },
  what: string,
): ChartRow[] {
  if (result.error) throw new Error(`Could not load ${what}: ${result.error.message}`)
  return result.data ?? []
}

async function orders(supabase: Client, range: Range, dimension: 'status' | 'service') {
  const { data, error } = await supabase.rpc('admin_analytics_orders', {
    from_date: range.from,
    to_date: range.to,
  })
  if (error) throw new Error(`Could not load orders: ${error.message}`)
  return (data ?? [])
    .filter((row) => row.dimension === dimension)
    .map((row) => ({ label: row.label, orders: row.orders }))
}

const loaders: Record<ChartId, (supabase: Client, range: Range) => Promise<ChartRow[]>> = {
  'page-views': async (supabase, { from, to }) =>
    rowsOrThrow(
      await supabase.rpc('admin_analytics_page_views', { from_date: from, to_date: to }),
      'page views',
    ),
  'top-pages': async (supabase, { from, to }) =>
    rowsOrThrow(
      await supabase.rpc('admin_analytics_top_pages', { from_date: from, to_date: to }),
      'top pages',
    ),
  'leads-per-day': async (supabase, { from, to }) =>
    rowsOrThrow(
      await supabase.rpc('admin_analytics_leads_per_day', { from_date: from, to_date: to }),
      'leads',
    ),
  'lead-sources': async (supabase, { from, to }) =>
    rowsOrThrow(
      await supabase.rpc('admin_analytics_lead_sources', { from_date: from, to_date: to }),
      'lead sources',
    ),
  promotions: async (supabase, { from, to }) =>
    rowsOrThrow(
      await supabase.rpc('admin_analytics_promotions', { from_date: from, to_date: to }),
      'promotions',
    ),
  'orders-by-status': (supabase, range) => orders(supabase, range, 'status'),
  'orders-by-service': (supabase, range) => orders(supabase, range, 'service'),
  quizzes: async (supabase, { from, to }) =>
    rowsOrThrow(
      await supabase.rpc('admin_analytics_quizzes', { from_date: from, to_date: to }),
      'quiz attempts',
    ),
  applications: async (supabase, { from, to }) =>
    rowsOrThrow(
      await supabase.rpc('admin_analytics_applications', { from_date: from, to_date: to }),
      'applications',
    ),
}

/**
 * One chart's rows for the range, aggregated in Postgres by an admin-only RPC (which refuses
 * anyone else with 42501, whatever this code does).
 */
export function chartRows(supabase: Client, id: ChartId, range: Range): Promise<ChartRow[]> {
  return loaders[id](supabase, range)
}
