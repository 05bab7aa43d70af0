'use client'

import type { ColumnDef } from '@tanstack/react-table'
import Link from 'next/link'

import { DataTable, type ListTableProps } from '@/components/admin/data-table'
import { LocalTime } from '@/components/admin/local-time'
import { Badge } from '@/components/ui/badge'
import type { StudentRow } from '@/lib/data/admin/students'

const when = (iso: string | null) => (iso ? <LocalTime iso={iso} /> : 'Never')

const columns: ColumnDef<StudentRow>[] = [
  {
    id: 'full_name',
    header: 'Name',
    enableHiding: false,
    cell: ({ row }) => (
      <Link
        href={`/admin/students/${row.original.user_id}`}
        className="font-medium hover:underline"
      >
        {row.original.full_name ?? 'No name given'}
      </Link>
    ),
  },
  { id: 'email', header: 'Email', cell: ({ row }) => row.original.email ?? '—' },
  {
    id: 'role',
    header: 'Role',
    cell: ({ row }) => (
      <Badge variant={row.original.role === 'admin' ? 'default' : 'outline'}>
        {row.original.role === 'admin' ? 'Admin' : 'User'}
      </Badge>
    ),
  },
  {
    id: 'membership',
    header: 'Membership',
    cell: ({ row }) => row.original.membership_plan ?? '—',
  },
  { id: 'orders', header: 'Orders', cell: ({ row }) => row.original.orders_count },
  { id: 'attempts', header: 'Quiz attempts', cell: ({ row }) => row.original.quiz_attempts_count },
  { id: 'created_at', header: 'Joined', cell: ({ row }) => when(row.original.created_at) },
  {
    id: 'last_sign_in_at',
    header: 'Last sign-in',
    cell: ({ row }) => when(row.original.last_sign_in_at),
  },
]

type Props = ListTableProps<StudentRow>

/** Every account: role, membership, activity counts, joined and last sign-in. */
export function StudentsTable(props: Props) {
  return (
    <DataTable
      id="students"
      caption="Students"
      columns={columns}
      getRowId={(row) => row.user_id}
      rowHref={(row) => `/admin/students/${row.user_id}`}
      searchLabel="Search accounts by name or email"
      emptyState={<p>No accounts match.</p>}
      {...props}
    />
  )
}
