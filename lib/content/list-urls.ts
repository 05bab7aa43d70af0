const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** The word a browse route uses for "no filter". */
export const ALL = 'all'

/** A list's visitor-facing URL with the filters that are set, in the order given. */
export function filteredListHref(path: string, filters: Record<string, string | undefined>) {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value)
  const query = params.toString()
  return query ? `${path}?${query}` : path
}

/** A category filter as a browse route segment: a plausible slug, or ALL for anything else. */
export const categorySegment = (category: string | null) =>
  category && category.length <= 100 && SLUG.test(category) ? category : ALL

/** A fixed-choice filter as a browse route segment: one of `choices`, or ALL for anything else. */
export const choiceSegment = (value: string | null, choices: readonly string[]) =>
  value && choices.includes(value) ? value : ALL
