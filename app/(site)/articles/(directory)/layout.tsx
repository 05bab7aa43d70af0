import type * as React from 'react'

import { DirectorySearchBox } from '@/components/articles/search-box'
import { JsonLdScript } from '@/components/seo/json-ld'
import { siteUrl } from '@/lib/env'
import { canonicalUrl } from '@/lib/seo/canonical'
import { breadcrumbJsonLd } from '@/lib/seo/json-ld'

/**
 * The directory, its filtered views and search results share this layout, so the search box
 * keeps its focus and text while the results under it change.
 */
export default function ArticleDirectoryLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <JsonLdScript
        data={breadcrumbJsonLd([
          { name: 'Home', url: canonicalUrl('/', siteUrl) },
          { name: 'Articles', url: canonicalUrl('/articles', siteUrl) },
        ])}
      />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Study articles</h1>
      <p className="mt-3 max-w-3xl text-lg text-muted-foreground">
        Practical, evidence-based guides to studying, writing, referencing and exams, written by our
        tutors for university students.
      </p>
      <div className="mt-8">
        {/* The query comes from the URL in the browser; the server-rendered form starts empty. */}
        <DirectorySearchBox />
      </div>
      {children}
    </div>
  )
}
