import type { Metadata } from 'next'
import { Suspense } from 'react'

import { ArticlesTable } from '@/components/admin/articles/articles-table'
import { DataTableSkeleton } from '@/components/admin/data-table-skeleton'
import { ARTICLE_STATUSES, articleListSpec, listArticles } from '@/lib/data/admin/articles'
import { parseListParams, type SearchParamsRecord } from '@/lib/data/admin/list-params'

export const metadata: Metadata = { title: 'Articles' }

type Props = { searchParams: Promise<SearchParamsRecord> }

const statusFilter = {
  key: 'status',
  label: 'Status',
  options: ARTICLE_STATUSES.map((status) => ({
    value: status,
    label: status[0]?.toUpperCase() + status.slice(1),
  })),
}

async function ArticlesList({ searchParams }: Props) {
  const params = parseListParams(articleListSpec, await searchParams)
  const page = await listArticles(params)
  return (
    <ArticlesTable
      rows={page.rows}
      total={page.total}
      params={params}
      sortable={articleListSpec.sortable}
      filters={[statusFilter]}
    />
  )
}

export default function AdminArticlesPage({ searchParams }: Props) {
  return (
    <>
      <h1 className="mb-6 text-3xl font-bold tracking-tight">Articles</h1>
      <Suspense fallback={<DataTableSkeleton columns={6} />}>
        <ArticlesList searchParams={searchParams} />
      </Suspense>
    </>
  )
}
