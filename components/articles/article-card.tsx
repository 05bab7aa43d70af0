import Link from 'next/link'
import type * as React from 'react'

import { formatReaderDate, DEFAULT_READER_LOCALE } from '@/lib/format/locale'

export type ArticleCardData = {
  slug: string
  title: string
  excerpt: string
  published_at: string | null
  reading_time_minutes: number | null
  categoryName: string | null
}

/** One article in a list: the whole card is the link, the title its accessible name. */
export function ArticleCard({
  article,
  summary,
  date,
}: {
  article: ArticleCardData
  /** Shown instead of the excerpt, e.g. a search snippet with highlighted matches. */
  summary?: React.ReactNode
  /** Shown instead of the en-GB publication date, e.g. the date in the reader's locale. */
  date?: React.ReactNode
}) {
  return (
    <li className="link-card">
      <p className="card-meta">
        {article.categoryName ? <span>{article.categoryName}</span> : null}
        {article.published_at
          ? (date ?? (
              <time dateTime={article.published_at}>
                {formatReaderDate(article.published_at, DEFAULT_READER_LOCALE)}
              </time>
            ))
          : null}
        {article.reading_time_minutes ? <span>{article.reading_time_minutes} min read</span> : null}
      </p>
      <h3 className="card-heading">
        <Link href={`/articles/${article.slug}/`} className="stretched-link">
          {article.title}
        </Link>
      </h3>
      <p className="card-excerpt">{summary ?? article.excerpt}</p>
    </li>
  )
}
