import type { PlanMedia } from '../context.ts'
import type { RenderedQuery } from './read.ts'

// PostgREST's `explainF`: the statement it would run, under EXPLAIN with the requested format and
// options. Its rows (one per line in text format, one JSON value otherwise) become the body.
export function renderExplain(query: RenderedQuery, plan: PlanMedia): RenderedQuery {
  const options = [
    `FORMAT ${plan.format.toUpperCase()}`,
    ...plan.options.map((o) => o.toUpperCase()),
  ]
  return { sql: `EXPLAIN (${options.join(', ')}) ${query.sql}`, params: query.params, lines: true }
}
