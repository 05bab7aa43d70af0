'use client'

import type { ColumnDef } from '@tanstack/react-table'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import * as React from 'react'
import { toast } from 'sonner'

import { when } from '@/components/admin/local-time'
import { DataTable, type ListTableProps } from '@/components/admin/data-table'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { setJobStatusAction } from '@/lib/actions/admin/jobs/set-job-status'
import type { JobListRow } from '@/lib/data/admin/jobs'

/** Open or close a job in one click; the public pages follow at once. */
function OpenCloseButton({ row }: { row: JobListRow }) {
  const router = useRouter()
  const [pending, startTransition] = React.useTransition()
  const next = row.status === 'open' ? 'closed' : 'open'
  return (
    <Button
      size="sm"
      variant="outline"
      // Not `disabled` while saving: that would drop the keyboard's focus to the page.
      aria-disabled={pending || undefined}
      onClick={() => {
        if (pending) return
        startTransition(async () => {
          const result = await setJobStatusAction({ id: row.id, status: next })
          if (!result.ok) {
            toast.error(result.error)
            return
          }
          toast.success(next === 'open' ? `${row.title} is open.` : `${row.title} is closed.`)
          router.refresh()
        })
      }}
    >
      {next === 'open' ? 'Open' : 'Close'} <span className="sr-only">{row.title}</span>
    </Button>
  )
}

const columns: ColumnDef<JobListRow>[] = [
  {
    id: 'title',
    header: 'Title',
    enableHiding: false,
    cell: ({ row }) => (
      <Link href={`/admin/jobs/${row.original.id}`} className="font-medium hover:underline">
        {row.original.title}
      </Link>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => <Badge variant="outline">{row.original.status}</Badge>,
  },
  { id: 'location', header: 'Location', cell: ({ row }) => row.original.location },
  {
    id: 'applications',
    header: 'Applications',
    cell: ({ row }) => row.original.job_applications[0]?.count ?? 0,
  },
  { id: 'published_at', header: 'Published', cell: ({ row }) => when(row.original.published_at) },
  { id: 'updated_at', header: 'Updated', cell: ({ row }) => when(row.original.updated_at) },
  {
    id: 'actions',
    header: 'Actions',
    enableHiding: false,
    cell: ({ row }) => <OpenCloseButton row={row.original} />,
  },
]

type Props = ListTableProps<JobListRow>

/** The admin's list of job posts, newest change first. */
export function JobsTable(props: Props) {
  return (
    <DataTable
      id="jobs"
      caption="Jobs"
      columns={columns}
      getRowId={(row) => row.id}
      rowHref={(row) => `/admin/jobs/${row.id}`}
      searchLabel="Search jobs by title or slug"
      emptyState={<p>No jobs match.</p>}
      {...props}
    />
  )
}
