'use client'

import type { ColumnDef } from '@tanstack/react-table'
import Link from 'next/link'

import { when } from '@/components/admin/local-time'
import { DataTable, type ListTableProps } from '@/components/admin/data-table'
import { Badge } from '@/components/ui/badge'
import type { QuizListRow } from '@/lib/data/admin/quizzes'

const columns: ColumnDef<QuizListRow>[] = [
  {
    id: 'title',
    header: 'Title',
    enableHiding: false,
    cell: ({ row }) => (
      <Link href={`/admin/quizzes/${row.original.id}`} className="font-medium hover:underline">
        {row.original.title}
      </Link>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => <Badge variant="outline">{row.original.status}</Badge>,
  },
  { id: 'difficulty', header: 'Difficulty', cell: ({ row }) => row.original.difficulty },
  {
    id: 'questions',
    header: 'Questions',
    cell: ({ row }) => row.original.quiz_questions[0]?.count ?? 0,
  },
  { id: 'published_at', header: 'Published', cell: ({ row }) => when(row.original.published_at) },
  { id: 'updated_at', header: 'Updated', cell: ({ row }) => when(row.original.updated_at) },
]

type Props = ListTableProps<QuizListRow>

/** The admin's list of quizzes: every status, newest change first. */
export function QuizzesTable(props: Props) {
  return (
    <DataTable
      id="quizzes"
      caption="Quizzes"
      columns={columns}
      getRowId={(row) => row.id}
      rowHref={(row) => `/admin/quizzes/${row.id}`}
      searchLabel="Search quizzes by title or slug"
      emptyState={<p>No quizzes match.</p>}
      {...props}
    />
  )
}
