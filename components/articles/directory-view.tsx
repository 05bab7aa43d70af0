import { ArticleCard } from '@/components/articles/article-card'
import { ArticlesFrame } from '@/components/articles/articles-frame'
import { EmptyState } from '@/components/articles/empty-state'
import { Pagination } from '@/components/articles/pagination'
import { CollectionPageJsonLd } from '@/components/seo/json-ld'
import { articlesHref } from '@/lib/articles/urls'
import { ARTICLES_PER_PAGE, getArticleCategories, getArticleDirectory } from '@/lib/data/articles'
import { countOf } from '@/lib/format/labels'

/** The directory: published articles newest first, by category, 12 to a page. */
export async function DirectoryView({ category, page }: { category: string | null; page: number }) {
  const [categories, { articles, total }] = await Promise.all([
    getArticleCategories(),
    getArticleDirectory(category, page),
  ])
  const current = categories.find((option) => option.slug === category)
  const pageCount = Math.ceil(total / ARTICLES_PER_PAGE)

  return (
    <ArticlesFrame
      title={current ? current.name : 'All articles'}
      categories={categories}
      category={current ? current.slug : null}
    >
      {category && !current ? (
        <EmptyState
          title="Category not found"
          message="There is no article category with that name. It may have been renamed."
        />
      ) : articles.length === 0 ? (
        <EmptyState
          title={total > 0 ? `There is no page ${page}` : 'No articles yet'}
          message={
            total > 0
              ? `This list has ${pageCount} ${pageCount === 1 ? 'page' : 'pages'}.`
              : 'New articles will appear here soon.'
          }
        />
      ) : (
        <>
          <CollectionPageJsonLd
            name={current ? `${current.name} articles` : 'Study articles'}
            description="Study guides for university students, newest first."
            path={articlesHref({ category: current?.slug ?? null, page })}
            items={articles.map((article) => ({
              name: article.title,
              path: `/articles/${article.slug}/`,
            }))}
          />
          <p className="mt-2 text-sm text-muted-foreground" aria-live="polite">
            {`${countOf(total, 'article')}${pageCount > 1 ? `, page ${page} of ${pageCount}` : ''}`}
          </p>
          <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {articles.map((article) => (
              <ArticleCard
                key={article.id}
                article={{ ...article, categoryName: article.article_categories?.name ?? null }}
              />
            ))}
          </ul>
          <Pagination
            page={page}
            pageCount={pageCount}
            href={(number) => articlesHref({ category: current?.slug ?? null, page: number })}
          />
        </>
      )}
    </ArticlesFrame>
  )
}
