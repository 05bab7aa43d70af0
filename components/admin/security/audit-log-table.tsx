'use client'

import type { ColumnDef } from '@tanstack/react-table'
import Link from 'next/link'

import { DataTable, type ListTableProps } from '@/components/admin/data-table'
import { LocalTime } from '@/components/admin/local-time'
import { useListUrl } from '@/components/admin/use-list-url'
import { Badge } from '@/components/ui/badge'
import type { AuditListRow } from '@/lib/data/admin/security'

/** The row's actor, as a link that filters the log to them (any actor, in the Who menu or not). */
function ActorFilterLink({ row }: { row: AuditListRow }) {
  const { href, searchParams } = useListUrl()
  if (searchParams.get('actor') === row.actorValue) return row.actorName
  return (
    <Link
      href={href({ actor: row.actorValue, who: null })}
      scroll={false}
      title="Show only this actor’s changes"
      className="rounded-sm underline decoration-dotted underline-offset-4 hover:decoration-solid focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none"
    >
      {row.actorName}
      <span className="sr-only">, show only this actor’s changes</span>
    </Link>
  )
}

const actionLabel = { INSERT: 'Created', UPDATE: 'Changed', DELETE: 'Deleted' } as const

const columns: ColumnDef<AuditListRow>[] = [
  {
    id: 'created_at',
    header: 'When',
    enableHiding: false,
    cell: ({ row }) => (
      <Link href={`/admin/security/${row.original.id}`} className="font-medium hover:underline">
        <LocalTime iso={row.original.created_at} />
      </Link>
    ),
  },
  { id: 'actor', header: 'Who', cell: ({ row }) => <ActorFilterLink row={row.original} /> },
  {
    id: 'action',
    header: 'Action',
    cell: ({ row }) => (
      <Badge variant="outline">
        {row.original.table_name === 'sessions'
          ? 'Signed out everywhere'
          : actionLabel[row.original.action]}
      </Badge>
    ),
  },
  { id: 'table_name', header: 'Table', cell: ({ row }) => row.original.table_name },
  {
    id: 'row_id',
    header: 'Row',
    cell: ({ row }) => (
      <span className="font-mono text-xs break-all">{row.original.row_id ?? '—'}</span>
    ),
  },
]

type Props = ListTableProps<AuditListRow>

/** Every recorded change, newest first; a row opens the entry with its field-by-field diff. */
export function AuditLogTable(props: Props) {
  return (
    <DataTable
      id="audit-log"
      caption="Audit log"
      columns={columns}
      getRowId={(row) => String(row.id)}
      rowHref={(row) => `/admin/security/${row.id}`}
      searchLabel="Search by row id"
      emptyState={<p>No changes match.</p>}
      {...props}
    />
  )
}
