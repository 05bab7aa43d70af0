import { SearchForm } from '@/components/articles/search-box'
import { SEARCH_FORM_ID } from '@/components/articles/search-category-input'

/**
 * The search box of a results page for visitors without JavaScript. The directory layout's box
 * is the static shell's empty form, and its copy holding the query streams in hidden for a script
 * to swap in, which never runs for them; so this page shows them a box that holds what they
 * searched for (and its category) in its place, and hides the empty one. Browsers with scripting
 * on treat all of it as text.
 */
export function NoScriptSearchForm({
  query,
  category,
}: {
  query: string
  category: string | null
}) {
  return (
    <noscript>
      <style>{`#${SEARCH_FORM_ID}{display:none}`}</style>
      <SearchForm
        formId="article-search-form-noscript"
        inputId="article-search-noscript"
        query={query}
      >
        {category ? <input type="hidden" name="category" value={category} /> : null}
      </SearchForm>
    </noscript>
  )
}
