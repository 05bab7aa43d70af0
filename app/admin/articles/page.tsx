import type { Metadata } from 'next'
import Link from 'next/link'
import { Suspense } from 'react'

import { PageHeader } from '@/components/admin/page-header'
import { statusFilterOf } from '@/components/admin/status-filter'
import { ArticlesTable } from '@/components/admin/articles/articles-table'
import { DataTableSkeleton } from '@/components/admin/data-table-skeleton'
import { Button } from '@/components/ui/button'
import {
  ARTICLE_STATUSES,
  articleListSpecWith,
  getArticleCategoryOptions,
  listArticles,
} from '@/lib/data/admin/articles'
import { parseListParams, type SearchParamsRecord } from '@/lib/data/admin/list-params'
import { optionsOf } from '@/lib/format/labels'

export const metadata: Metadata = { title: 'Articles' }

type Props = { searchParams: Promise<SearchParamsRecord> }

const statusFilter = statusFilterOf(optionsOf(ARTICLE_STATUSES))

async function ArticlesList({ searchParams }: Props) {
  const categories = await getArticleCategoryOptions()
  const spec = articleListSpecWith(categories)
  const params = parseListParams(spec, await searchParams)
  const page = await listArticles(params, categories)
  const categoryFilter = {
    key: 'category',
    label: 'Category',
    options: categories.map((category) => ({ value: category.slug, label: category.name })),
  }
  const query = new URLSearchParams()
  if (params.filters.status) query.set('status', params.filters.status)
  if (params.filters.category) query.set('category', params.filters.category)
  if (params.search) query.set('q', params.search)
  return (
    <>
      <p className="mb-3 text-sm">
        <a href={`/admin/articles/export?${query}`} className="underline underline-offset-4">
          Export these articles as CSV
        </a>
      </p>
      <ArticlesTable
        rows={page.rows}
        total={page.total}
        totalKind={page.totalKind}
        params={params}
        sortable={spec.sortable}
        filters={[statusFilter, categoryFilter]}
      />
    </>
  )
}

export default function AdminArticlesPage({ searchParams }: Props) {
  return (
    <>
      <PageHeader title="Articles">
        <Button asChild>
          <Link href="/admin/articles/new">New article</Link>
        </Button>
      </PageHeader>
      <Suspense fallback={<DataTableSkeleton columns={6} />}>
        <ArticlesList searchParams={searchParams} />
      </Suspense>
    </>
  )
}
