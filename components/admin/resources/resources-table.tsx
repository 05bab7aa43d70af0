'use client'

import type { ColumnDef } from '@tanstack/react-table'
import Link from 'next/link'

import { BulkActionDialog, type BulkOperation } from '@/components/admin/bulk-action-dialog'
import { when } from '@/components/admin/local-time'
import { DataTable, type ListTableProps } from '@/components/admin/data-table'
import { Badge } from '@/components/ui/badge'
import { bulkUpdateResourcesAction } from '@/lib/actions/admin/resources/bulk-update-resources'
import type { ResourceListRow } from '@/lib/data/admin/resources'
import { countOf } from '@/lib/format/labels'

const columns: ColumnDef<ResourceListRow>[] = [
  {
    id: 'title',
    header: 'Title',
    enableHiding: false,
    cell: ({ row }) => (
      <Link href={`/admin/resources/${row.original.id}`} className="font-medium hover:underline">
        {row.original.title}
      </Link>
    ),
  },
  { id: 'kind', header: 'Kind', cell: ({ row }) => row.original.kind },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => <Badge variant="outline">{row.original.status}</Badge>,
  },
  {
    id: 'access',
    header: 'Access',
    cell: ({ row }) => (row.original.members_only ? 'Members only' : 'Everyone'),
  },
  {
    id: 'file',
    header: 'File or link',
    cell: ({ row }) => (row.original.file_path ? 'File' : row.original.external_url ? 'Link' : '—'),
  },
  { id: 'published_at', header: 'Published', cell: ({ row }) => when(row.original.published_at) },
  { id: 'updated_at', header: 'Updated', cell: ({ row }) => when(row.original.updated_at) },
]

const operations: BulkOperation[] = [
  {
    key: 'publish',
    label: 'Publish',
    confirm: (n) => `Publish ${countOf(n, 'resource')}?`,
    done: (n) => `Published ${countOf(n, 'resource')}.`,
  },
  {
    key: 'unpublish',
    label: 'Unpublish',
    confirm: (n) => `Unpublish ${countOf(n, 'resource')}? They go back to drafts.`,
    done: (n) => `Unpublished ${countOf(n, 'resource')}.`,
  },
  {
    key: 'archive',
    label: 'Archive',
    confirm: (n) => `Archive ${countOf(n, 'resource')}?`,
    done: (n) => `Archived ${countOf(n, 'resource')}.`,
  },
  {
    key: 'delete',
    label: 'Delete',
    confirm: (n) => `Delete ${countOf(n, 'resource')} and their files?`,
    done: (n) => `Deleted ${countOf(n, 'resource')}.`,
    destructive: true,
  },
]

type Props = Omit<ListTableProps<ResourceListRow>, 'bulkActions'>

/** The admin's list of resources: every status, newest change first, with bulk actions. */
export function ResourcesTable(props: Props) {
  return (
    <DataTable
      id="resources"
      caption="Resources"
      columns={columns}
      getRowId={(row) => row.id}
      rowHref={(row) => `/admin/resources/${row.id}`}
      searchLabel="Search resources by title or slug"
      emptyState={<p>No resources match.</p>}
      bulkActions={(selected, clear) =>
        operations.map((operation) => (
          <BulkActionDialog
            key={operation.key}
            operation={operation}
            ids={selected.map((row) => row.id)}
            run={bulkUpdateResourcesAction}
            onDone={clear}
          />
        ))
      }
      {...props}
    />
  )
}
