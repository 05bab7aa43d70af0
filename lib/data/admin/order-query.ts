// The admin orders list's queries, shared by the page, the CSV export and bench/admin-orders.ts.
// Relative imports and no Next or server-only imports, so the bench can load it under plain Node.
import type { SupabaseClient } from '@supabase/supabase-js'

import type { Database } from '../../supabase/database.types.ts'
import { pageRange, type ListParams, type ListSpec } from './list-params.ts'
import { rowsOrThrow } from '../query-result.ts'
import { zonedTimeToDate } from '../../format/zoned-time.ts'
import { ORDER_STATUSES } from '../../orders/workflow.ts'

type Client = SupabaseClient<Database>

export const orderListSpec = {
  sortable: ['order_number', 'created_at', 'deadline', 'status', 'price'],
  defaultSort: { column: 'created_at', direction: 'desc' },
  filters: { status: ORDER_STATUSES },
} as const satisfies ListSpec<string, 'status'>

export type OrderListParams = ListParams<(typeof orderListSpec.sortable)[number], 'status'>

/**
 * The filters the generic list params do not cover: a service and a range of request dates
 * (YYYY-MM-DD, both ends included, days in the admin's time zone).
 */
export type OrderExtraFilters = { service?: string; from?: string; to?: string }

export const LIST_COLUMNS =
  'id, order_number, subject, status, price, currency, deadline, created_at, student_id, services(title), profiles(email, full_name)'

export type OrderListRow = {
  id: string
  order_number: string
  subject: string
  status: string
  price: number | null
  currency: string
  deadline: string
  created_at: string
  student_id: string
  services: { title: string } | null
  profiles: { email: string | null; full_name: string | null } | null
}

// How many accounts a search by name or email may match; past that, the term is too broad to
// be a student lookup and only order numbers and subjects are searched.
const MAX_MATCHED_STUDENTS = 100

/**
 * The accounts whose name or email contains the term (none when more than
 * MAX_MATCHED_STUDENTS do). The admin_students_matching RPC reads profiles without RLS after its
 * own admin check, so the trigram indexes serve the search (see its migration).
 */
async function studentsMatching(client: Client, term: string): Promise<string[]> {
  return rowsOrThrow(
    await client.rpc('admin_students_matching', {
      search: term,
      max_matches: MAX_MATCHED_STUDENTS,
    }),
    'matching students',
  )
}

// private.order_list_filter matches a whole order number by number alone, so no student lookup.
const WHOLE_ORDER_NUMBER = /^SS-\d{4}-\d{6}$/i

function nextDay(date: string) {
  const next = new Date(`${date}T00:00:00Z`)
  next.setUTCDate(next.getUTCDate() + 1)
  return next.toISOString().slice(0, 10)
}

/** The instant a day starts in a time zone (midnight there), as an ISO timestamp. */
function dayStart(date: string, timeZone: string): string | undefined {
  return zonedTimeToDate(`${date}T00:00`, timeZone)?.toISOString()
}

export type OrderFilter = {
  status?: string
  service?: string
  /** Requested at or after this instant. */
  createdFrom?: string
  /** Requested before this instant. */
  createdBefore?: string
  /** The search term and the accounts whose name or email it matched. */
  search: { term: string; students: string[] } | null
}

/**
 * The list's and the export's shared filters, with the search's student lookup done once and the
 * request dates turned into instants: whole days in the admin's time zone.
 */
export async function resolveOrderFilter(
  client: Client,
  params: Pick<OrderListParams, 'filters' | 'search'>,
  { service, from, to }: OrderExtraFilters,
  timeZone: string,
): Promise<OrderFilter> {
  return {
    service,
    createdFrom: from ? dayStart(from, timeZone) : undefined,
    createdBefore: to ? dayStart(nextDay(to), timeZone) : undefined,
    status: params.filters.status,
    search: params.search
      ? {
          term: params.search,
          students: WHOLE_ORDER_NUMBER.test(params.search)
            ? []
            : await studentsMatching(client, params.search),
        }
      : null,
  }
}

/** The filter as the admin_list_orders, admin_count_orders and admin_export_orders RPCs take it. */
function filterArgs(filter: OrderFilter) {
  return {
    status_filter: filter.status,
    service_filter: filter.service,
    created_from: filter.createdFrom,
    created_before: filter.createdBefore,
    search: filter.search?.term,
    student_ids: filter.search?.students,
  }
}

/** One row of the CSV export: the order with its service's title and its student. */
export type OrderExportRow =
  Database['public']['Functions']['admin_export_orders']['Returns'][number]

/** Where an export batch starts: after this row, in request-time-then-id order. */
export type OrderExportKey = { createdAt: string; id: string }

export const orderExportKey = (row: OrderExportRow): OrderExportKey => ({
  createdAt: row.created_at,
  id: row.id,
})

const EXPORT_BATCH = 1000

/**
 * The filtered orders for the CSV export, oldest first, a batch after a key at a time (for
 * keysetBatches with orderExportKey), so the export holds one batch in memory however many rows
 * match. The admin_export_orders RPC filters exactly as the list does (private.order_list_filter)
 * after its own admin check. The batch is sorted again here because the keyset continues from
 * its last row, which must be its last in that order whatever plan returned it.
 */
export function orderExportBatches(client: Client, filter: OrderFilter, batchSize = EXPORT_BATCH) {
  return async (after: OrderExportKey | null): Promise<OrderExportRow[]> =>
    rowsOrThrow(
      await client
        .rpc('admin_export_orders', {
          ...filterArgs(filter),
          after_created_at: after?.createdAt,
          after_id: after?.id,
          batch_size: batchSize,
        })
        .order('created_at')
        .order('id'),
      'the orders to export',
    )
}

/**
 * One page of the filtered list and the first row of the next (its total comes from orderCount,
 * an estimate past 1,000 rows, so the extra row is what says whether another page
 * follows). The admin_list_orders RPC picks the page without RLS after its own admin check, so
 * the planner's estimates hold for a search (see its migration); PostgREST embeds the student
 * and the service, and sorts the page's rows again the same way (a join need not keep order).
 */
export function orderPageQuery(client: Client, filter: OrderFilter, params: OrderListParams) {
  const { from, to } = pageRange(params)
  return client
    .rpc('admin_list_orders', {
      ...filterArgs(filter),
      sort_column: params.sort,
      sort_direction: params.direction,
      page_size: to + 2 - from,
      page_offset: from,
    })
    .select(LIST_COLUMNS)
    .order(params.sort, {
      ascending: params.direction === 'asc',
      ...(params.sort === 'price' ? { nullsFirst: false } : {}),
    })
    .order('id')
}

/**
 * How many orders the filter matches: exact up to `cap` (1,000 unless given), the planner's
 * estimate beyond (the admin_count_orders RPC, with admin_list_orders's filters). The estimate
 * is made without RLS, so it follows the table's statistics (12,130 for a search matching 12,500
 * of 100,000), and counting further costs more than the page: 10,001 rows of a subject search
 * take about 300 ms.
 */
export function orderCount(client: Client, filter: OrderFilter, cap?: number) {
  return client.rpc('admin_count_orders', { ...filterArgs(filter), cap })
}
