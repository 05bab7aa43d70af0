import { categorySegment, choiceSegment, filteredListHref } from '@/lib/content/list-urls'

const KINDS = ['guide', 'template', 'checklist', 'worksheet', 'link']

/** The visitor-facing URL of a filtered resource list. */
export function resourcesHref({ kind, category }: { kind?: string; category?: string }) {
  return filteredListHref('/resources', { kind, category })
}

/** The prerenderable route that serves /resources?kind=…&category=… (see quizzesRewrite). */
export function resourcesRewrite(params: URLSearchParams): string | null {
  const kind = params.get('kind')
  const category = params.get('category')
  if (kind === null && category === null) return null
  return `/resources/browse/${choiceSegment(kind, KINDS)}/${categorySegment(category)}`
}
