import type { Metadata } from 'next'
import { Suspense } from 'react'

import { ArticleEditor } from '@/components/admin/articles/article-editor'
import { Skeleton } from '@/components/ui/skeleton'
import { getArticleOptions } from '@/lib/data/admin/articles'

export const metadata: Metadata = { title: 'New article' }

async function NewArticle() {
  const { categories, authors } = await getArticleOptions()
  return <ArticleEditor article={null} categories={categories} authors={authors} />
}

export default function NewArticlePage() {
  return (
    <>
      <h1 className="mb-6 text-3xl font-bold tracking-tight">New article</h1>
      <Suspense fallback={<Skeleton className="h-96 w-full" />}>
        <NewArticle />
      </Suspense>
    </>
  )
}
