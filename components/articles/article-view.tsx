import Image from 'next/image'
import Link from 'next/link'

import { ArticleCard } from '@/components/articles/article-card'
import { ReaderDate, ReaderDates } from '@/components/articles/reader-dates'
import { TableOfContents } from '@/components/articles/table-of-contents'
import { Markdown } from '@/components/content/markdown'
import { ReadingProgress } from '@/components/layout/reading-progress'
import { JsonLdScript } from '@/components/seo/json-ld'
import type { Article, ArticleSummary } from '@/lib/data/articles'
import { siteUrl } from '@/lib/env'
import { tableOfContents } from '@/lib/markdown/toc'
import { articleJsonLd } from '@/lib/seo/article-json-ld'
import { canonicalUrl } from '@/lib/seo/canonical'
import { breadcrumbJsonLd } from '@/lib/seo/json-ld'

function breadcrumbs(article: Article) {
  const category = article.article_categories
  return [
    { name: 'Home', url: canonicalUrl('/', siteUrl) },
    { name: 'Articles', url: canonicalUrl('/articles', siteUrl) },
    ...(category
      ? [{ name: category.name, url: canonicalUrl(`/articles?category=${category.slug}`, siteUrl) }]
      : []),
    { name: article.title, url: canonicalUrl(`/articles/${article.slug}`, siteUrl) },
  ]
}

/** The article page: header, cover, contents, body, related reading and structured data. */
export function ArticleView({ article, related }: { article: Article; related: ArticleSummary[] }) {
  const toc = tableOfContents(article.content)
  const author = article.authors
  return (
    <>
      <ReadingProgress variant="strip" />
      <JsonLdScript
        data={[articleJsonLd(article, siteUrl), breadcrumbJsonLd(breadcrumbs(article))]}
      />
      <article className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:grid lg:grid-cols-[1fr_16rem] lg:gap-12">
        <header className="max-w-3xl lg:col-span-2">
          <nav aria-label="Breadcrumb" className="text-sm text-muted-foreground">
            <Link href="/articles" className="hover:underline">
              Articles
            </Link>
            {article.article_categories ? (
              <>
                {' / '}
                <Link
                  href={`/articles?category=${article.article_categories.slug}`}
                  className="hover:underline"
                >
                  {article.article_categories.name}
                </Link>
              </>
            ) : null}
          </nav>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {article.title}
          </h1>
          {article.excerpt ? (
            <p className="mt-4 text-lg text-muted-foreground">{article.excerpt}</p>
          ) : null}
          <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            {author ? (
              <span>
                By <span className="font-medium text-foreground">{author.name}</span>
                {author.title ? `, ${author.title}` : ''}
              </span>
            ) : null}
            <ReaderDates published={article.published_at} updated={article.updated_at} />
            <span>{article.reading_time_minutes} min read</span>
          </p>
        </header>
        {article.cover_image_url ? (
          <Image
            src={article.cover_image_url}
            alt={article.cover_image_alt ?? ''}
            width={1200}
            height={630}
            priority
            sizes="(min-width: 1024px) 48rem, 100vw"
            className="mt-8 aspect-[1200/630] w-full max-w-3xl rounded-xl object-cover lg:col-span-2"
          />
        ) : null}
        <div className="mt-8 max-w-3xl min-w-0">
          {toc.length > 1 ? (
            <details className="mb-8 rounded-lg border p-4 lg:hidden">
              <summary className="cursor-pointer text-sm font-semibold">Contents</summary>
              <div className="mt-3">
                <TableOfContents entries={toc} headingId="toc-heading-mobile" />
              </div>
            </details>
          ) : null}
          <Markdown>{article.content}</Markdown>
        </div>
        <aside className="mt-8 hidden lg:block">
          <div className="sticky top-24">
            <TableOfContents entries={toc} headingId="toc-heading" />
          </div>
        </aside>
      </article>
      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
          <h2 id="related-heading" className="text-2xl font-semibold tracking-tight">
            Related articles
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {related.map((item) => (
              <ArticleCard
                key={item.id}
                article={{ ...item, categoryName: item.article_categories?.name ?? null }}
                // In the reader's locale, as the article's own dates above are.
                date={item.published_at ? <ReaderDate date={item.published_at} /> : undefined}
              />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  )
}
