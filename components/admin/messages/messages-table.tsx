'use client'

import type { ColumnDef } from '@tanstack/react-table'
import Link from 'next/link'
import * as React from 'react'

import { focusThroughRefresh } from '@/components/admin/focus-through-refresh'
import { DataTable, type ListTableProps } from '@/components/admin/data-table'
import { LocalTime } from '@/components/admin/local-time'
import { ArchiveMessagesButton } from '@/components/admin/messages/archive-messages-button'
import { UnarchiveMessagesButton } from '@/components/admin/messages/unarchive-messages-button'
import { Badge } from '@/components/ui/badge'
import type { MessageListRow } from '@/lib/data/admin/messages'
import { MESSAGE_STATUS_LABELS } from '@/lib/validation/admin-messages'

const columns: ColumnDef<MessageListRow>[] = [
  {
    id: 'name',
    header: 'From',
    enableHiding: false,
    cell: ({ row }) => (
      <Link
        href={`/admin/messages/${row.original.id}`}
        className={
          row.original.status === 'new' ? 'font-semibold hover:underline' : 'hover:underline'
        }
      >
        {row.original.name}
      </Link>
    ),
  },
  { id: 'email', header: 'Email', cell: ({ row }) => row.original.email },
  { id: 'subject', header: 'Subject', cell: ({ row }) => row.original.subject || '(no subject)' },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => (
      <Badge variant={row.original.status === 'new' ? 'default' : 'outline'}>
        {MESSAGE_STATUS_LABELS[row.original.status] ?? row.original.status}
      </Badge>
    ),
  },
  {
    id: 'created_at',
    header: 'Received',
    cell: ({ row }) => <LocalTime iso={row.original.created_at} />,
  },
]

type Props = Omit<ListTableProps<MessageListRow>, 'bulkActions'>

const idsOf = (rows: MessageListRow[]) => rows.map((row) => row.id)

/**
 * The contact inbox: newest first, unread in bold. Selected rows are archived together, or, if
 * archived, moved back to the inbox together; each action is offered for the rows it changes.
 */
export function MessagesTable(props: Props) {
  const wrapper = React.useRef<HTMLDivElement>(null)
  // Archived or unarchived, the rows leave the view and the selection (with the button that held
  // focus) is cleared: the keyboard stays in the table, on its select-all box.
  const movedOut = (clear: () => void) => () => {
    clear()
    focusThroughRefresh(() =>
      wrapper.current?.querySelector<HTMLElement>('thead [role="checkbox"]'),
    )
  }
  return (
    <div ref={wrapper}>
      <DataTable
        id="messages"
        caption="Messages"
        columns={columns}
        getRowId={(row) => row.id}
        rowHref={(row) => `/admin/messages/${row.id}`}
        searchLabel="Search messages by name, email, subject or message"
        emptyState={<p>No messages match.</p>}
        bulkActions={(selected, clear) => {
          const archived = selected.filter((row) => row.status === 'archived')
          const inInbox = selected.filter((row) => row.status !== 'archived')
          return (
            <>
              {inInbox.length > 0 ? (
                <ArchiveMessagesButton ids={idsOf(inInbox)} onDone={movedOut(clear)} />
              ) : null}
              {archived.length > 0 ? (
                <UnarchiveMessagesButton ids={idsOf(archived)} onDone={movedOut(clear)} />
              ) : null}
            </>
          )
        }}
        {...props}
      />
    </div>
  )
}
