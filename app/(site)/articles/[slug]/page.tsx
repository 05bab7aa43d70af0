import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound, permanentRedirect } from 'next/navigation'
import { Suspense } from 'react'

import { ArticlePreview } from '@/components/articles/article-preview'
import { ArticleView } from '@/components/articles/article-view'
import { Spinner } from '@/components/ui/spinner'
import {
  findRenamedArticle,
  getArticle,
  getLatestArticles,
  getRelatedArticles,
} from '@/lib/data/articles'
import { renamedLocation } from '@/lib/content/slug-history'
import { notFoundMetadata, pageMetadata } from '@/lib/seo/metadata'

type Props = { params: Promise<{ slug: string }> }

// Prerender the newest articles at build; any other published article is rendered on its first
// visit and cached (params are read outside Suspense so each URL gets its own cache entry).
export async function generateStaticParams() {
  const latest = await getLatestArticles(100)
  return latest.length > 0 ? latest.map(({ slug }) => ({ slug })) : [{ slug: 'none' }]
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = await getArticle((await params).slug)
  if (!article) return notFoundMetadata
  const title = article.seo_title ?? article.title
  const metadata = pageMetadata({
    title,
    description: article.seo_description ?? article.excerpt,
    path: `/articles/${article.slug}`,
    type: 'article',
  })
  return {
    ...metadata,
    openGraph: {
      ...metadata.openGraph,
      type: 'article',
      publishedTime: article.published_at ?? undefined,
      modifiedTime: article.updated_at,
      authors: article.authors ? [article.authors.name] : undefined,
      section: article.article_categories?.name,
      tags: article.tags,
    },
  }
}

export default async function ArticlePage({ params }: Props) {
  const { slug } = await params
  if ((await draftMode()).isEnabled) {
    return (
      <Suspense fallback={<Spinner label="Loading the preview" />}>
        <ArticlePreview slug={slug} />
      </Suspense>
    )
  }
  const article = await getArticle(slug)
  if (!article) {
    const current = await findRenamedArticle(slug)
    if (current) permanentRedirect(renamedLocation('articles', current))
    notFound()
  }
  return <ArticleView article={article} related={await getRelatedArticles(article)} />
}
