import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { DirectoryView } from '@/components/articles/directory-view'
import { articlesHref } from '@/lib/articles/urls'
import { ARTICLES_PER_PAGE, getArticleCategories, getArticleDirectory } from '@/lib/data/articles'
import { pageMetadata } from '@/lib/seo/metadata'

type Props = { params: Promise<{ category: string; page: string }> }

// /articles?category=…&page=… as visitors see it (next.config.ts rewrites those URLs here), so every
// view of the directory is prerendered or cached after its first visit instead of rendered per
// request. 'all' is the unfiltered directory.
export async function generateStaticParams() {
  const categories = [null, ...(await getArticleCategories()).map((category) => category.slug)]
  const views = await Promise.all(
    categories.map(async (category) => {
      const { total } = await getArticleDirectory(category, 1)
      const pages = Math.max(1, Math.ceil(total / ARTICLES_PER_PAGE))
      return Array.from({ length: pages }, (_, index) => ({
        category: category ?? 'all',
        page: String(index + 1),
      }))
    }),
  )
  return views.flat()
}

async function readParams(params: Props['params']) {
  const { category, page } = await params
  const number = Number(page)
  if (!/^[1-9]\d{0,3}$/.test(page)) notFound()
  return { category: category === 'all' ? null : decodeURIComponent(category), page: number }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category, page } = await readParams(params)
  const name = (await getArticleCategories()).find((option) => option.slug === category)?.name
  const title = [name ? `${name} articles` : 'Study articles', page > 1 ? `page ${page}` : '']
    .filter(Boolean)
    .join(', ')
  const metadata = pageMetadata({
    title,
    description: `Study-skills articles for university students${name ? ` on ${name.toLowerCase()}` : ''}.`,
    path: articlesHref({ category, page }),
  })
  // An unknown category or a page past the end is an empty state for people, not a page for
  // search engines.
  const { articles } = await getArticleDirectory(category, page)
  return articles.length > 0 ? metadata : { ...metadata, robots: { index: false } }
}

export default async function ArticleDirectoryPage({ params }: Props) {
  const { category, page } = await readParams(params)
  return <DirectoryView category={category} page={page} />
}
