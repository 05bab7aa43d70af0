import { ArrowRightIcon } from 'lucide-react'
import Link from 'next/link'

import { HomeSection } from '@/components/home/sections/home-section'
import { loadOrNull } from '@/components/home/sections/load-or-null'
import { Button } from '@/components/ui/button'
import { getLatestArticles } from '@/lib/data/articles'

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' })

export async function LatestArticlesSection() {
  const articles = await loadOrNull(getLatestArticles(3), 'latest articles')
  if (!articles || articles.length === 0) return null

  return (
    <HomeSection
      id="latest-articles"
      eyebrow="Study articles"
      title="Latest articles"
      description="Practical guides on studying, writing and exams from our tutors."
    >
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {articles.map((article) => (
          <li key={article.id} className="link-card">
            {article.published_at ? (
              <time dateTime={article.published_at} className="text-sm text-muted-foreground">
                {dateFormat.format(new Date(article.published_at))}
              </time>
            ) : null}
            <h3 className="card-heading">
              <Link href={`/articles/${article.slug}`} className="stretched-link">
                {article.title}
              </Link>
            </h3>
            <p className="card-excerpt">{article.excerpt}</p>
          </li>
        ))}
      </ul>
      <Button asChild variant="outline" className="mt-10">
        <Link href="/articles">
          Browse all articles
          <ArrowRightIcon aria-hidden="true" />
        </Link>
      </Button>
    </HomeSection>
  )
}
