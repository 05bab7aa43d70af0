'use client'

import type { ColumnDef } from '@tanstack/react-table'
import Link from 'next/link'

import { ArticleBulkActions } from '@/components/admin/articles/article-bulk-actions'
import { when } from '@/components/admin/local-time'
import { DataTable, type ListTableProps } from '@/components/admin/data-table'
import { Badge } from '@/components/ui/badge'
import type { ArticleListRow } from '@/lib/data/admin/article-list'

const columns: ColumnDef<ArticleListRow>[] = [
  {
    id: 'title',
    header: 'Title',
    enableHiding: false,
    cell: ({ row }) => (
      <Link href={`/admin/articles/${row.original.id}`} className="font-medium hover:underline">
        {row.original.title}
      </Link>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => <Badge variant="outline">{row.original.status}</Badge>,
  },
  {
    id: 'category',
    header: 'Category',
    cell: ({ row }) => row.original.article_categories?.name ?? '—',
  },
  { id: 'author', header: 'Author', cell: ({ row }) => row.original.authors?.name ?? '—' },
  { id: 'published_at', header: 'Published', cell: ({ row }) => when(row.original.published_at) },
  { id: 'updated_at', header: 'Updated', cell: ({ row }) => when(row.original.updated_at) },
]

type Props = Omit<ListTableProps<ArticleListRow>, 'bulkActions'>

/** The admin's list of articles: every status, newest change first. */
export function ArticlesTable(props: Props) {
  return (
    <DataTable
      id="articles"
      caption="Articles"
      columns={columns}
      getRowId={(row) => row.id}
      rowHref={(row) => `/admin/articles/${row.id}`}
      searchLabel="Search articles by title or slug"
      emptyState={<p>No articles match.</p>}
      bulkActions={(selected, clear) => <ArticleBulkActions selected={selected} clear={clear} />}
      {...props}
    />
  )
}
