const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/
const KINDS = ['guide', 'template', 'checklist', 'worksheet', 'link']

export const ALL = 'all'

/** The visitor-facing URL of a filtered resource list. */
export function resourcesHref({ kind, category }: { kind?: string; category?: string }) {
  const params = new URLSearchParams()
  if (kind) params.set('kind', kind)
  if (category) params.set('category', category)
  const query = params.toString()
  return query ? `/resources?${query}` : '/resources'
}

/** The prerenderable route that serves /resources?kind=…&category=… (see quizzesRewrite). */
export function resourcesRewrite(params: URLSearchParams): string | null {
  const kind = params.get('kind')
  const category = params.get('category')
  if (kind === null && category === null) return null
  const validKind = kind && KINDS.includes(kind) ? kind : ALL
  const validCategory = category && category.length <= 100 && SLUG.test(category) ? category : ALL
  return `/resources/browse/${validKind}/${validCategory}`
}
