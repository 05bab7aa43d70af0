import { choiceFilter, filteredListHref, listRewrites, slugFilter } from '../content/list-urls.ts'

const KINDS = ['guide', 'template', 'checklist', 'worksheet', 'link']

/** The visitor-facing URL of a filtered resource list. */
export function resourcesHref({ kind, category }: { kind?: string; category?: string }) {
  return filteredListHref('/resources', { kind, category })
}

/** /resources?kind=…&category=… served by a prerendered route (see quizListRewrites). */
export const resourceListRewrites = () =>
  listRewrites('/resources', '/resources/browse', [
    choiceFilter('kind', KINDS),
    slugFilter('category'),
  ])
