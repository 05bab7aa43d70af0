import type * as React from 'react'

import { CategoryFilter } from '@/components/articles/category-filter'
import { SearchCategoryInput } from '@/components/articles/search-category-input'

/** Under the shared heading and search box: the category filter and this view's own heading. */
export function ArticlesFrame({
  title,
  categories,
  category,
  children,
}: {
  title: string
  categories: { slug: string; name: string }[]
  category: string | null
  children: React.ReactNode
}) {
  return (
    <>
      <SearchCategoryInput category={category} />
      <div className="mt-4">
        <CategoryFilter categories={categories} current={category} />
      </div>
      <h2 className="mt-10 text-2xl font-semibold tracking-tight">{title}</h2>
      {children}
    </>
  )
}
