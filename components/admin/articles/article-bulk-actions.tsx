'use client'

import { BulkActionDialog, type BulkOperation } from '@/components/admin/bulk-action-dialog'
import { bulkUpdateArticlesAction } from '@/lib/actions/admin/articles/bulk-update-articles'
import type { ArticleListRow } from '@/lib/data/admin/article-list'

const articles = (count: number) => (count === 1 ? '1 article' : `${count} articles`)

const operations: BulkOperation[] = [
  {
    key: 'publish',
    label: 'Publish',
    confirm: (n) => `Publish ${articles(n)}?`,
    done: (n) => `Published ${articles(n)}.`,
  },
  {
    key: 'unpublish',
    label: 'Unpublish',
    confirm: (n) => `Unpublish ${articles(n)}? They go back to drafts.`,
    done: (n) => `Unpublished ${articles(n)}.`,
  },
  {
    key: 'archive',
    label: 'Archive',
    confirm: (n) => `Archive ${articles(n)}?`,
    done: (n) => `Archived ${articles(n)}.`,
  },
  {
    key: 'delete',
    label: 'Delete',
    confirm: (n) => `Delete ${articles(n)}?`,
    done: (n) => `Deleted ${articles(n)}.`,
    destructive: true,
  },
]

/** Publish, unpublish, archive or delete the selected articles, each after a confirmation. */
export function ArticleBulkActions({
  selected,
  clear,
}: {
  selected: ArticleListRow[]
  clear: () => void
}) {
  const ids = selected.map((row) => row.id)
  return (
    <>
      {operations.map((operation) => (
        <BulkActionDialog
          key={operation.key}
          operation={operation}
          ids={ids}
          run={bulkUpdateArticlesAction}
          onDone={clear}
        />
      ))}
    </>
  )
}
