'use client'

import type { ColumnDef } from '@tanstack/react-table'
import Link from 'next/link'

import { LocalTime } from '@/components/admin/local-time'
import { DataTable, type DataTableProps } from '@/components/admin/data-table'
import { Badge } from '@/components/ui/badge'
import type { ApplicationListRow } from '@/lib/data/admin/jobs'

const columns: ColumnDef<ApplicationListRow>[] = [
  {
    id: 'full_name',
    header: 'Applicant',
    enableHiding: false,
    cell: ({ row }) => (
      <Link
        href={`/admin/jobs/applications/${row.original.id}`}
        className="font-medium hover:underline"
      >
        {row.original.full_name}
      </Link>
    ),
  },
  { id: 'email', header: 'Email', cell: ({ row }) => row.original.email },
  { id: 'job', header: 'Job', cell: ({ row }) => row.original.jobs?.title ?? '—' },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => <Badge variant="outline">{row.original.status}</Badge>,
  },
  {
    id: 'resume',
    header: 'Résumé',
    cell: ({ row }) =>
      row.original.resume_path ? (
        <a
          href={`/admin/jobs/applications/${row.original.id}/resume`}
          target="_blank"
          rel="noopener"
          className="hover:underline"
        >
          Open <span className="sr-only">the résumé of {row.original.full_name}</span>
        </a>
      ) : (
        '—'
      ),
  },
  {
    id: 'created_at',
    header: 'Received',
    cell: ({ row }) => <LocalTime iso={row.original.created_at} />,
  },
]

type Props = Omit<
  DataTableProps<ApplicationListRow>,
  'columns' | 'getRowId' | 'rowHref' | 'emptyState' | 'caption'
>

/** Job applications, newest first, with their status and résumé. */
export function ApplicationsTable(props: Props) {
  return (
    <DataTable
      caption="Applications"
      columns={columns}
      getRowId={(row) => row.id}
      rowHref={(row) => `/admin/jobs/applications/${row.id}`}
      searchLabel="Search applications by name or email"
      emptyState={<p>No applications match.</p>}
      {...props}
    />
  )
}
