import type * as React from 'react'

import { CategoryFilter } from '@/components/articles/category-filter'
import { SearchBox } from '@/components/articles/search-box'
import { JsonLdScript } from '@/components/seo/json-ld'
import { siteUrl } from '@/lib/env'
import { canonicalUrl } from '@/lib/seo/canonical'
import { breadcrumbJsonLd } from '@/lib/seo/json-ld'

/** The heading, search box and category filter shared by the directory and search results. */
export function ArticlesFrame({
  title,
  categories,
  category,
  query,
  children,
}: {
  title: string
  categories: { slug: string; name: string }[]
  category: string | null
  query: string
  children: React.ReactNode
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <JsonLdScript
        data={breadcrumbJsonLd([
          { name: 'Home', url: canonicalUrl('/', siteUrl) },
          { name: 'Articles', url: canonicalUrl('/articles', siteUrl) },
        ])}
      />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-3 max-w-3xl text-lg text-muted-foreground">
        Practical, evidence-based guides to studying, writing, referencing and exams, written by our
        tutors for university students.
      </p>
      <div className="mt-8 space-y-4">
        <SearchBox key={query} initialQuery={query} category={category} />
        <CategoryFilter categories={categories} current={category} />
      </div>
      {children}
    </div>
  )
}
