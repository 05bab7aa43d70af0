'use client'

import type { ColumnDef } from '@tanstack/react-table'
import Link from 'next/link'

import { DataTable, type ListTableProps } from '@/components/admin/data-table'
import { LocalTime } from '@/components/admin/local-time'
import { ArchiveMessagesButton } from '@/components/admin/messages/archive-messages-button'
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

/** The contact inbox: newest first, unread in bold, selected rows archived together. */
export function MessagesTable(props: Props) {
  return (
    <DataTable
      id="messages"
      caption="Messages"
      columns={columns}
      getRowId={(row) => row.id}
      rowHref={(row) => `/admin/messages/${row.id}`}
      searchLabel="Search messages by name, email or subject"
      emptyState={<p>No messages match.</p>}
      bulkActions={(selected, clear) => (
        <ArchiveMessagesButton ids={selected.map((row) => row.id)} onDone={clear} />
      )}
      {...props}
    />
  )
}
