import 'server-only'

import type { SupabaseClient } from '@supabase/supabase-js'
import { z } from 'zod'

import { listPageOrThrow, type ListPage } from '@/lib/data/admin/list-page'
import {
  pageRange,
  searchFilter,
  type ListParams,
  type ListSpec,
  type SearchParamsRecord,
} from '@/lib/data/admin/list-params'
import { dataOrThrow, rowsOrThrow } from '@/lib/data/query-result'
import { ORDER_STATUSES } from '@/lib/orders/workflow'
import type { Database } from '@/lib/supabase/database.types'
import { createClient } from '@/lib/supabase/server'

type Client = SupabaseClient<Database>

export const orderListSpec = {
  sortable: ['order_number', 'created_at', 'deadline', 'status', 'price'],
  defaultSort: { column: 'created_at', direction: 'desc' },
  filters: { status: ORDER_STATUSES },
} as const satisfies ListSpec<string, 'status'>

export type OrderListParams = ListParams<(typeof orderListSpec.sortable)[number], 'status'>

/** The filters the generic list params do not cover: a service and a range of request dates. */
export type OrderExtraFilters = { service?: string; from?: string; to?: string }

const day = z.iso.date().optional().catch(undefined)
const extraFilters = z.object({
  service: z.uuid().optional().catch(undefined),
  from: day,
  to: day,
})

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** `?service=<id>&from=YYYY-MM-DD&to=YYYY-MM-DD`; malformed values are ignored, as elsewhere. */
export function parseOrderFilters(searchParams: SearchParamsRecord): OrderExtraFilters {
  const parsed = extraFilters.parse({
    service: first(searchParams.service),
    from: first(searchParams.from),
    to: first(searchParams.to),
  })
  return Object.fromEntries(
    Object.entries(parsed).filter(([, value]) => value !== undefined),
  ) as OrderExtraFilters
}

const LIST_COLUMNS =
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

async function studentsMatching(client: Client, term: string): Promise<string[]> {
  const rows = rowsOrThrow(
    await client
      .from('profiles')
      .select('user_id')
      .or(searchFilter(['email', 'full_name'], term))
      .limit(MAX_MATCHED_STUDENTS + 1),
    'matching students',
  )
  return rows.length > MAX_MATCHED_STUDENTS ? [] : rows.map((row) => row.user_id)
}

/** The PostgREST `or` filter for a search term: order number, subject, or one of the students. */
async function orderSearch(client: Client, term: string) {
  const students = await studentsMatching(client, term)
  const text = searchFilter(['order_number', 'subject'], term)
  return students.length > 0 ? `${text},student_id.in.(${students.join(',')})` : text
}

type Filterable<Q> = {
  eq(column: string, value: string): Q
  gte(column: string, value: string): Q
  lt(column: string, value: string): Q
  or(filter: string): Q
}

function nextDay(date: string) {
  const next = new Date(`${date}T00:00:00Z`)
  next.setUTCDate(next.getUTCDate() + 1)
  return next.toISOString().slice(0, 10)
}

type OrderFilter = {
  status?: string
  search: string | null
} & OrderExtraFilters

/** The list's and the export's shared filters, with the search's student lookup done once. */
export async function resolveOrderFilter(
  client: Client,
  params: Pick<OrderListParams, 'filters' | 'search'>,
  extra: OrderExtraFilters,
): Promise<OrderFilter> {
  return {
    ...extra,
    status: params.filters.status,
    search: params.search ? await orderSearch(client, params.search) : null,
  }
}

/** Applies a resolved filter; request dates are whole UTC days, both ends included. */
function applyFilter<Q extends Filterable<Q>>(query: Q, filter: OrderFilter): Q {
  let filtered = query
  if (filter.status) filtered = filtered.eq('status', filter.status)
  if (filter.service) filtered = filtered.eq('service_id', filter.service)
  if (filter.from) filtered = filtered.gte('created_at', `${filter.from}T00:00:00Z`)
  if (filter.to) filtered = filtered.lt('created_at', `${nextDay(filter.to)}T00:00:00Z`)
  if (filter.search) filtered = filtered.or(filter.search)
  return filtered
}

/** One page of every order for the admin list (the admin's session, so RLS). */
export async function listOrders(
  params: OrderListParams,
  extra: OrderExtraFilters,
): Promise<ListPage<OrderListRow>> {
  const supabase = await createClient()
  const { from, to } = pageRange(params)
  const filter = await resolveOrderFilter(supabase, params, extra)
  const result = await applyFilter(
    supabase.from('orders').select(LIST_COLUMNS, { count: 'estimated' }),
    filter,
  )
    .order(params.sort, { ascending: params.direction === 'asc', nullsFirst: false })
    .order('id')
    .range(from, to)
  return listPageOrThrow(result, params, 'the orders')
}

const EXPORT_BATCH = 1000

/**
 * The filtered orders for the CSV export, a batch at a time in order-number order (keyset on the
 * unique order_number index), so the export holds one batch in memory however many rows match.
 */
export function orderExportBatches(client: Client, filter: OrderFilter) {
  return async (after: string | null): Promise<OrderListRow[]> => {
    let query = applyFilter(client.from('orders').select(LIST_COLUMNS), filter)
    if (after) query = query.gt('order_number', after)
    return rowsOrThrow(
      await query.order('order_number').limit(EXPORT_BATCH),
      'the orders to export',
    )
  }
}

/** The services an order can be filtered by. */
export async function listServiceOptions() {
  const supabase = await createClient()
  return rowsOrThrow(
    await supabase.from('services').select('id, title').order('title'),
    'the services',
  )
}

/** One order with its student, service and status history, for the admin's order page. */
export async function getOrderForAdmin(id: string) {
  const supabase = await createClient()
  return dataOrThrow(
    await supabase
      .from('orders')
      .select(
        'id, order_number, subject, academic_level, brief, deadline, time_zone, status, price, currency, cancellation_reason, created_at, updated_at, student_id, services(title, slug), profiles(email, full_name), order_status_history(id, from_status, to_status, note, changed_by, created_at)',
      )
      .eq('id', id)
      .order('created_at', { referencedTable: 'order_status_history', ascending: true })
      .maybeSingle(),
    'the order',
  )
}

export type AdminOrder = NonNullable<Awaited<ReturnType<typeof getOrderForAdmin>>>
