import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'

import { ArticleEditor } from '@/components/admin/articles/article-editor'
import { RowHistory } from '@/components/admin/editor/row-history'
import { Skeleton } from '@/components/ui/skeleton'
import { getArticleForEdit, getArticleOptions } from '@/lib/data/admin/articles'
import { getRowHistory } from '@/lib/data/admin/audit'
import { truncate } from '@/lib/format/truncate'
import { createClient } from '@/lib/supabase/server'
import { isUuid, sampleIdParams } from '@/lib/data/admin/uuid'

type Props = { params: Promise<{ id: string }> }

export function generateStaticParams() {
  return sampleIdParams()
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params
  const article = isUuid(id) ? await getArticleForEdit(id) : null
  return { title: article ? `Edit article: ${truncate(article.title)}` : 'Edit article' }
}

async function EditArticle({ params }: Props) {
  const { id } = await params
  if (!isUuid(id)) notFound()
  const [article, options, history] = await Promise.all([
    getArticleForEdit(id),
    getArticleOptions(),
    createClient().then((supabase) => getRowHistory(supabase, 'articles', id)),
  ])
  if (!article) notFound()
  return (
    <>
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{article.title}</h1>
      <ArticleEditor article={article} categories={options.categories} authors={options.authors} />
      <div className="mt-10">
        <RowHistory entries={history} />
      </div>
    </>
  )
}

export default function EditArticlePage({ params }: Props) {
  return (
    <Suspense fallback={<Skeleton className="h-96 w-full" />}>
      <EditArticle params={params} />
    </Suspense>
  )
}
