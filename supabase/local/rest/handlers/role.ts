import type { RequestContext, RestRequest } from '../context.ts'

// The per-request settings PostgREST sets with set_config(..., true) (protocol doc A.12).
export function roleContext(ctx: RequestContext, readOnly: boolean) {
  const { req, schema, prefs } = ctx
  const settings: Record<string, string> = {
    'request.method': req.method,
    'request.path': req.path,
    'request.headers': headersJson(req.headers),
  }
  settings.search_path = searchPath(schema)
  if (prefs.timezone) settings.timezone = prefs.timezone
  return { role: req.role, claims: req.claims, readOnly, settings }
}

// Node already lower-cases names and joins repeated request headers into one string; only a
// cookie header (and the odd array value) needs a copy.
function headersJson(headers: RestRequest['headers']): string {
  if (!('cookie' in headers) && Object.values(headers).every((v) => typeof v === 'string')) {
    return JSON.stringify(headers)
  }
  const copy: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (name === 'cookie' || value === undefined) continue
    copy[name] = Array.isArray(value) ? value.join(', ') : value
  }
  return JSON.stringify(copy)
}

// PostgREST's path: the request's schema, then db-extra-search-path (Supabase: public, extensions).
function searchPath(schema: string): string {
  return [schema, 'public', 'extensions']
    .map((name) => `"${name.replaceAll('"', '""')}"`)
    .join(', ')
}
