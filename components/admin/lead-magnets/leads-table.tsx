'use client'

import type { ColumnDef } from '@tanstack/react-table'
import * as React from 'react'

import { DataTable, type ListTableProps } from '@/components/admin/data-table'
import { focusThroughRefresh } from '@/components/admin/focus-through-refresh'
import {
  LeadRowActions,
  type LeadActionDone,
} from '@/components/admin/lead-magnets/lead-row-actions'
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

/**
 * Finds where focus goes after a row action, as the list refreshes: the lead's own Delete button
 * while its row stays listed (an unsubscribe), else the Delete button of the row that took its
 * place, chosen among the rows as they stand, else the heading above the table.
 */
function focusTarget(
  table: HTMLElement | null,
  headingId: string,
  { leadId, index, deleted }: LeadActionDone,
): () => HTMLElement | null | undefined {
  const deleteOf = (id: string) => () =>
    table?.querySelector<HTMLElement>(`[data-lead-action="delete"][data-lead-id="${id}"]`)
  if (!deleted) return deleteOf(leadId)
  const next = table?.querySelectorAll<HTMLElement>('[data-lead-action="delete"]')[index + 1]
  const nextId = next?.dataset.leadId
  return nextId ? deleteOf(nextId) : () => document.getElementById(headingId)
}

type Props = ListTableProps<LeadTableRow> & {
  /** The id of the heading above the table (tabIndex -1), where focus goes when no row is left. */
  headingId: string
}

/** Leads, newest first, filtered by magnet, window and subscription from the URL. */
export function LeadsTable({ headingId, ...props }: Props) {
  const tableRef = React.useRef<HTMLDivElement>(null)

  const withActions = React.useMemo<ColumnDef<LeadTableRow>[]>(
    () => [
      ...columns,
      {
        id: 'actions',
        header: 'Actions',
        enableHiding: false,
        cell: ({ row }) => (
          <LeadRowActions
            lead={row.original}
            index={row.index}
            onDone={(done) => focusThroughRefresh(focusTarget(tableRef.current, headingId, done))}
          />
        ),
      },
    ],
    [headingId],
  )

  return (
    <div ref={tableRef}>
      <DataTable
        id="leads"
        caption="Leads"
        columns={withActions}
        getRowId={(row) => row.id}
        searchLabel="Search leads by email or source path"
        emptyState={<p>No leads match.</p>}
        {...props}
      />
    </div>
  )
}
