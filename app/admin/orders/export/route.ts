import type { NextRequest } from 'next/server'

import { currentUserIsAdmin, getCurrentUser } from '@/lib/auth/current-user'
import { csvDownload, keysetBatches, type CsvColumn } from '@/lib/csv/csv-download'
import { parseListParams } from '@/lib/data/admin/list-params'
import {
  orderExportBatches,
  orderExportKey,
  orderListSpec,
  resolveOrderFilter,
  type OrderExportRow,
} from '@/lib/data/admin/order-query'
import { parseOrderFilters } from '@/lib/data/admin/orders'
import { getAdminTimeZone } from '@/lib/data/admin/time-zone'
import { createClient } from '@/lib/supabase/server'

const columns: CsvColumn<OrderExportRow>[] = [
  { header: 'Order number', value: (row) => row.order_number },
  { header: 'Requested at', value: (row) => row.created_at },
  { header: 'Status', value: (row) => row.status },
  { header: 'Service', value: (row) => row.service_title },
  { header: 'Subject', value: (row) => row.subject },
  { header: 'Student name', value: (row) => row.student_name },
  { header: 'Student email', value: (row) => row.student_email },
  { header: 'Deadline', value: (row) => row.deadline },
  { header: 'Price', value: (row) => row.price },
  { header: 'Currency', value: (row) => row.currency },
]

/** The admin's filtered order list as CSV, oldest first, streamed batch by batch; admins only. */
export async function GET(request: NextRequest) {
  if (!(await getCurrentUser())) return new Response('Sign in first.', { status: 401 })
  if (!(await currentUserIsAdmin())) return new Response('Admins only.', { status: 403 })
  const searchParams = Object.fromEntries(request.nextUrl.searchParams)
  const params = parseListParams(orderListSpec, searchParams)
  const supabase = await createClient()
  const filter = await resolveOrderFilter(
    supabase,
    params,
    parseOrderFilters(searchParams),
    await getAdminTimeZone(),
  )
  const day = new Date().toISOString().slice(0, 10)
  return csvDownload(
    `orders-${day}.csv`,
    columns,
    keysetBatches(orderExportBatches(supabase, filter), orderExportKey),
  )
}
