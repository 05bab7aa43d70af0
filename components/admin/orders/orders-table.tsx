'use client'

import type { ColumnDef } from '@tanstack/react-table'
import Link from 'next/link'

import { DataTable, type ListTableProps } from '@/components/admin/data-table'
import { when } from '@/components/admin/local-time'
import { OrderStatusBadge } from '@/components/dashboard/order-status-badge'
import type { OrderListRow } from '@/lib/data/admin/order-query'

const money = (row: OrderListRow) =>
  row.price === null
    ? '—'
    : new Intl.NumberFormat('en-GB', { style: 'currency', currency: row.currency }).format(
        Number(row.price),
      )

const columns: ColumnDef<OrderListRow>[] = [
  {
    id: 'order_number',
    header: 'Order',
    enableHiding: false,
    cell: ({ row }) => (
      <Link
        href={`/admin/orders/${row.original.id}`}
        className="font-medium whitespace-nowrap hover:underline"
      >
        {row.original.order_number}
      </Link>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => <OrderStatusBadge status={row.original.status} />,
  },
  {
    id: 'student',
    header: 'Student',
    cell: ({ row }) => (
      <div className="grid">
        <span>{row.original.profiles?.full_name ?? '—'}</span>
        <span className="text-muted-foreground">{row.original.profiles?.email}</span>
      </div>
    ),
  },
  { id: 'subject', header: 'Subject', cell: ({ row }) => row.original.subject },
  { id: 'service', header: 'Service', cell: ({ row }) => row.original.services?.title ?? '—' },
  { id: 'price', header: 'Price', cell: ({ row }) => money(row.original) },
  { id: 'deadline', header: 'Deadline', cell: ({ row }) => when(row.original.deadline) },
  { id: 'created_at', header: 'Requested', cell: ({ row }) => when(row.original.created_at) },
]

type Props = ListTableProps<OrderListRow>

/** The admin's list of orders: every status, newest request first. */
export function OrdersTable(props: Props) {
  return (
    <DataTable
      id="orders"
      caption="Orders"
      columns={columns}
      getRowId={(row) => row.id}
      rowHref={(row) => `/admin/orders/${row.id}`}
      searchLabel="Search orders by order number, student or subject"
      emptyState={<p>No orders match.</p>}
      {...props}
    />
  )
}
