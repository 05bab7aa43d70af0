import type { Metadata } from 'next'
import { Suspense } from 'react'

import { DirectoryView } from '@/components/articles/directory-view'
import { SearchResultsView } from '@/components/articles/search-results-view'
import { Spinner } from '@/components/ui/spinner'
import { pageMetadata } from '@/lib/seo/metadata'
import { parseArticleListParams } from '@/lib/validation/articles'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

// Reached as /articles?search=… (proxy.ts rewrites it here). Result pages stay out of search
// engines: every query would otherwise be a thin duplicate of the directory.
export const metadata: Metadata = pageMetadata({
  title: 'Search articles',
  description: 'Search the study-skills articles.',
  path: '/articles',
  noindex: true,
})

async function Results({ searchParams }: Props) {
  const { search, category, page } = parseArticleListParams(await searchParams)
  if (!search) return <DirectoryView category={category} page={page} />
  return <SearchResultsView query={search} category={category} page={page} />
}

export default function ArticleSearchPage({ searchParams }: Props) {
  return (
    <Suspense fallback={<Spinner label="Searching" />}>
      <Results searchParams={searchParams} />
    </Suspense>
  )
}
