import type { RequestContext } from '../context.ts'

// The per-request settings PostgREST sets with set_config(..., true) (protocol doc A.12).
export function roleContext(ctx: RequestContext, readOnly: boolean) {
  const { req, schema, prefs } = ctx
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(req.headers)) {
    if (name === 'cookie' || value === undefined) continue
    headers[name] = Array.isArray(value) ? value.join(', ') : value
  }
  const settings: Record<string, string> = {
    'request.method': req.method,
    'request.path': req.path,
    'request.headers': JSON.stringify(headers),
  }
  if (schema !== 'public') settings.search_path = `${schema}, extensions`
  if (prefs.timezone) settings.timezone = prefs.timezone
  return { role: req.role, claims: req.claims, readOnly, settings }
}
