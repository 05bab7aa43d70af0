/** The id of the article search form, so fields rendered outside it can still belong to it. */
export const SEARCH_FORM_ID = 'article-search-form'

/**
 * The category a search stays within, rendered by the view that knows it. The search box sits in
 * the directory's shared layout, which cannot read the route's category, and in the prerendered
 * views it is only a plain form until the page hydrates; this field joins that form through its
 * `form` attribute, so a search sent without JavaScript keeps the category.
 */
export function SearchCategoryInput({ category }: { category: string | null }) {
  if (!category) return null
  return <input type="hidden" form={SEARCH_FORM_ID} name="category" value={category} />
}
