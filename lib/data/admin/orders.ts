import 'server-only'

import { cache } from 'react'
import { z } from 'zod'

import { lookaheadPage, type ListPage } from '@/lib/data/admin/list-page'
import { pageRange, type SearchParamsRecord } from '@/lib/data/admin/list-params'
import { getAdminTimeZone } from '@/lib/data/admin/time-zone'
import {
  orderCount,
  orderPageQuery,
  resolveOrderFilter,
  type OrderExtraFilters,
  type OrderListParams,
  type OrderListRow,
} from '@/lib/data/admin/order-query'
import { dataOrThrow, rowsOrThrow } from '@/lib/data/query-result'
import { createClient } from '@/lib/supabase/server'

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

/**
 * One page of every order for the admin list (the admin's session, so RLS); request dates are
 * days in the admin's time zone.
 */
export async function listOrders(
  params: OrderListParams,
  extra: OrderExtraFilters,
): Promise<ListPage<OrderListRow>> {
  const supabase = await createClient()
  const filter = await resolveOrderFilter(supabase, params, extra, await getAdminTimeZone())
  const [page, count] = await Promise.all([
    orderPageQuery(supabase, filter, params),
    orderCount(supabase, filter),
  ])
  const error = page.error ?? count.error
  if (error) throw new Error(`Could not load the orders: ${error.message}`)
  const listed = lookaheadPage(page.data ?? [], count.data, params)
  if (listed.rows.length > 0 || listed.totalKind === 'exact') return listed
  // An empty page past the end, bounded only by its offset or an estimate: count the orders, as
  // readEstimatedPage does. admin_list_orders walked all of them to get past them, and there are
  // at most as many as the offset, so a cap there makes the count exact.
  const counted = await orderCount(supabase, filter, pageRange(params).from)
  if (counted.error) throw new Error(`Could not load the orders: ${counted.error.message}`)
  return lookaheadPage([], counted.data, params, Number.POSITIVE_INFINITY)
}

/** The services an order can be filtered by. */
export async function listServiceOptions() {
  const supabase = await createClient()
  return rowsOrThrow(
    await supabase.from('services').select('id, title').order('title'),
    'the services',
  )
}

/**
 * One order with its student, service and status history, for the admin's order page; once per
 * request, as the page and its title both ask for it.
 */
export const getOrderForAdmin = cache(async (id: string) => {
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
})

export type AdminOrder = NonNullable<Awaited<ReturnType<typeof getOrderForAdmin>>>
