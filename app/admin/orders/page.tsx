import type { Metadata } from 'next'
import { Suspense } from 'react'

import { statusFilterOf } from '@/components/admin/status-filter'
import { DataTableSkeleton } from '@/components/admin/data-table-skeleton'
import { OrderListExtras } from '@/components/admin/orders/order-list-extras'
import { OrdersTable } from '@/components/admin/orders/orders-table'
import { parseListParams, type SearchParamsRecord } from '@/lib/data/admin/list-params'
import { orderListSpec } from '@/lib/data/admin/order-query'
import { listOrders, listServiceOptions, parseOrderFilters } from '@/lib/data/admin/orders'
import { getAdminTimeZone } from '@/lib/data/admin/time-zone'
import { ORDER_STATUSES, ORDER_STATUS_LABELS } from '@/lib/orders/workflow'

export const metadata: Metadata = { title: 'Orders' }

type Props = { searchParams: Promise<SearchParamsRecord> }

const statusFilter = statusFilterOf(
  ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] })),
)

async function OrdersList({ searchParams }: Props) {
  const record = await searchParams
  const params = parseListParams(orderListSpec, record)
  const extra = parseOrderFilters(record)
  const [page, services, timeZone] = await Promise.all([
    listOrders(params, extra),
    listServiceOptions(),
    getAdminTimeZone(),
  ])
  return (
    <>
      <OrderListExtras searchParams={record} from={extra.from} to={extra.to} timeZone={timeZone} />
      <OrdersTable
        rows={page.rows}
        total={page.total}
        totalKind={page.totalKind}
        // The page's own filters count too: "Clear search and filters" clears them with the rest.
        params={{ ...params, filters: { ...params.filters, ...extra } }}
        sortable={orderListSpec.sortable}
        filters={[
          statusFilter,
          {
            key: 'service',
            label: 'Service',
            options: services.map((service) => ({ value: service.id, label: service.title })),
          },
        ]}
      />
    </>
  )
}

export default function AdminOrdersPage({ searchParams }: Props) {
  return (
    <>
      <h1 className="mb-6 text-3xl font-bold tracking-tight">Orders</h1>
      <Suspense fallback={<DataTableSkeleton columns={8} />}>
        <OrdersList searchParams={searchParams} />
      </Suspense>
    </>
  )
}
