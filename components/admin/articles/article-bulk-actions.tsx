'use client'

import { BulkActionDialog, type BulkOperation } from '@/components/admin/bulk-action-dialog'
import { bulkUpdateArticlesAction } from '@/lib/actions/admin/articles/bulk-update-articles'
import type { ArticleListRow } from '@/lib/data/admin/article-list'
import { countOf } from '@/lib/format/labels'

const operations: BulkOperation[] = [
  {
    key: 'publish',
    label: 'Publish',
    confirm: (n) => `Publish ${countOf(n, 'article')}?`,
    done: (n) => `Published ${countOf(n, 'article')}.`,
  },
  {
    key: 'unpublish',
    label: 'Unpublish',
    confirm: (n) => `Unpublish ${countOf(n, 'article')}? They go back to drafts.`,
    done: (n) => `Unpublished ${countOf(n, 'article')}.`,
  },
  {
    key: 'archive',
    label: 'Archive',
    confirm: (n) => `Archive ${countOf(n, 'article')}?`,
    done: (n) => `Archived ${countOf(n, 'article')}.`,
  },
  {
    key: 'delete',
    label: 'Delete',
    confirm: (n) => `Delete ${countOf(n, 'article')}?`,
    done: (n) => `Deleted ${countOf(n, 'article')}.`,
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
