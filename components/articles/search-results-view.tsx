import { ArticleCard } from '@/components/articles/article-card'
import { ArticlesFrame } from '@/components/articles/articles-frame'
import { EmptyState } from '@/components/articles/empty-state'
import { NoScriptSearchForm } from '@/components/articles/no-script-search-form'
import { Pagination } from '@/components/articles/pagination'
import { articlesHref } from '@/lib/articles/urls'
import { searchArticles } from '@/lib/data/article-search'
import { ARTICLES_PER_PAGE, getArticleCategories } from '@/lib/data/articles'
import { snippetParts } from '@/lib/format/snippet'

function Snippet({ text }: { text: string }) {
  return snippetParts(text).map((part, index) =>
    part.marked ? (
      <mark key={index} className="rounded-sm bg-primary/15 px-0.5 text-foreground">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  )
}

/** Ranked search results with highlighted snippets, and a corrected query when nothing matched. */
export async function SearchResultsView({
  query,
  category,
  page,
}: {
  query: string
  category: string | null
  page: number
}) {
  const [categories, { results, total, correctedQuery }] = await Promise.all([
    getArticleCategories(),
    searchArticles(query, category, page),
  ])
  const pageCount = Math.ceil(total / ARTICLES_PER_PAGE)

  return (
    <>
      <NoScriptSearchForm query={query} category={category} />
      <ArticlesFrame title="Search results" categories={categories} category={category}>
        <div aria-live="polite" className="mt-2 text-sm text-muted-foreground">
          {correctedQuery ? (
            <p>
              {`No results for “${query}”. `}
              <strong>{`Showing results for “${correctedQuery}”`}</strong>
            </p>
          ) : null}
          {total > 0 ? (
            <p>
              {`${total} ${total === 1 ? 'result' : 'results'} for “${correctedQuery ?? query}”${pageCount > 1 ? `, page ${page} of ${pageCount}` : ''}`}
            </p>
          ) : null}
        </div>
        {results.length === 0 ? (
          <EmptyState
            title="No articles found"
            message={`Nothing matched “${query}”. Try fewer or different words, or browse by category.`}
          />
        ) : (
          <>
            <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {results.map((result) => (
                <ArticleCard
                  key={result.id}
                  article={{ ...result, categoryName: result.category_name }}
                  summary={<Snippet text={result.snippet} />}
                />
              ))}
            </ul>
            <Pagination
              page={page}
              pageCount={pageCount}
              href={(number) => articlesHref({ search: query, category, page: number })}
            />
          </>
        )}
      </ArticlesFrame>
    </>
  )
}
