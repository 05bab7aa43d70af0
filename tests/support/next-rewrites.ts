// Runs a URL through next.config.ts-style rewrites with Next's own matchers (the ones its router
// uses for `rewrites()`), so a test checks the rules' patterns as Next reads them.
import type { IncomingMessage } from 'node:http'

import type { Rewrite } from 'next/dist/lib/load-custom-routes'
import { modifyRouteRegex } from 'next/dist/lib/redirect-status'
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match'
import { matchHas, prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination'

/** The route the first matching rule rewrites `url` to (path and query), or null for none. */
export function rewriteOf(rules: Rewrite[], url: string): string | null {
  const { pathname, searchParams } = new URL(url, 'http://n')
  const query: Record<string, string | string[]> = {}
  for (const key of new Set(searchParams.keys())) {
    const values = searchParams.getAll(key)
    query[key] = values.length > 1 ? values : (values[0] ?? '')
  }
  const request = { headers: {} } as IncomingMessage
  for (const rule of rules) {
    // As Next's router builds a rule's matcher: the source's own regex, then a trailing slash
    // allowed (modifyRouteRegex), the way next start and the routes manifest match it.
    const params = getPathMatch(rule.source, {
      strict: true,
      removeUnnamedParams: true,
      regexModifier: (regex) => modifyRouteRegex(regex),
    })(pathname)
    if (!params) continue
    const hasParams = matchHas(request, query, rule.has, rule.missing)
    if (!hasParams) continue
    const { parsedDestination } = prepareDestination({
      appendParamsToQuery: false,
      destination: rule.destination,
      params: { ...params, ...hasParams },
      query,
    })
    return parsedDestination.pathname ?? null
  }
  return null
}
