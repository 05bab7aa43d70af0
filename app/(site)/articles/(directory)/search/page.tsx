import type { Metadata } from 'next'

import { DirectoryView } from '@/components/articles/directory-view'
import { SearchResultsView } from '@/components/articles/search-results-view'
import { pageMetadata } from '@/lib/seo/metadata'
import { parseArticleListParams } from '@/lib/validation/articles'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

// Reached as /articles?search=… (next.config.ts rewrites it here). Rendered whole before it is sent,
// not streamed, so results are in the HTML for visitors without JavaScript; the cached search
// keeps that quick.
export const instant = false

// Result pages stay out of search engines: each query would be a thin copy of the directory.
export const metadata: Metadata = pageMetadata({
  title: 'Search articles',
  description: 'Search the study-skills articles.',
  path: '/articles',
  noindex: true,
})

export default async function ArticleSearchPage({ searchParams }: Props) {
  const { search, category, page } = parseArticleListParams(await searchParams)
  if (!search) return <DirectoryView category={category} page={page} />
  return <SearchResultsView query={search} category={category} page={page} />
}
