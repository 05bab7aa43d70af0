'use client'

import type { ColumnDef } from '@tanstack/react-table'

import { DataTable, type ListTableProps } from '@/components/admin/data-table'
import { Badge } from '@/components/ui/badge'
import type { LeadRow } from '@/lib/data/admin/leads'

/** A lead with its times formatted in the admin's time zone on the server. */
export type LeadTableRow = LeadRow & {
  confirmedLabel: string
  unsubscribedLabel: string | null
  createdLabel: string
}

const columns: ColumnDef<LeadTableRow>[] = [
  {
    id: 'email',
    header: 'Email',
    enableHiding: false,
    cell: ({ row }) => <span className="font-medium break-all">{row.original.email}</span>,
  },
  {
    id: 'magnet',
    header: 'Lead magnet',
    cell: ({ row }) => row.original.lead_magnets?.title ?? '—',
  },
  {
    id: 'source_path',
    header: 'Source path',
    cell: ({ row }) => <code className="text-xs">{row.original.source_path ?? '—'}</code>,
  },
  // No double opt-in: a lead is confirmed when the visitor submits the form (consent_at), or again
  // when they opt back in through their own unsubscribe link.
  { id: 'confirmed', header: 'Confirmed', cell: ({ row }) => row.original.confirmedLabel },
  {
    id: 'unsubscribed',
    header: 'Unsubscribed',
    cell: ({ row }) =>
      row.original.unsubscribedLabel ? (
        <Badge variant="destructive">Unsubscribed {row.original.unsubscribedLabel}</Badge>
      ) : (
        <span className="text-muted-foreground">No</span>
      ),
  },
  { id: 'created_at', header: 'Date', cell: ({ row }) => row.original.createdLabel },
]

type Props = ListTableProps<LeadTableRow>

/** Leads, newest first, filtered by magnet, window and subscription from the URL. */
export function LeadsTable(props: Props) {
  return (
    <DataTable
      id="leads"
      caption="Leads"
      columns={columns}
      getRowId={(row) => row.id}
      searchLabel="Search leads by email or source path"
      emptyState={<p>No leads match.</p>}
      {...props}
    />
  )
}
