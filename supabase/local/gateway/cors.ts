import type { IncomingMessage, ServerResponse } from 'node:http'

// Headers supabase-js reads from browsers must be exposed (protocol doc section 0, rule 5).
const exposed =
  'Content-Range, Content-Location, Location, Range-Unit, Preference-Applied, X-Total-Count, Link, X-Supabase-Api-Version, Content-Type, Content-Profile'

/**
 * Hosted Supabase answers every origin with `Access-Control-Allow-Origin: *` and never allows
 * credentials (Kong's bare `cors` plugin; the project's edge forces `*` even over PostgREST's own
 * setting, supabase/supabase#42033). supabase-js sends its keys in headers, not cookies, so a
 * browser never needs more; echoing the Origin with credentials would let any site read
 * responses a visitor's cookies unlocked.
 */
export function applyCors(res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', '*')
  res.setHeader('Access-Control-Expose-Headers', exposed)
}

/** Kong's preflight: 200, the requested headers reflected, no credentials. */
export function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  const requested = req.headers['access-control-request-headers']
  res.writeHead(200, {
    'Access-Control-Allow-Methods': 'GET,HEAD,PUT,PATCH,POST,DELETE,OPTIONS,TRACE,CONNECT',
    'Access-Control-Allow-Headers':
      requested ??
      'authorization, x-client-info, apikey, content-type, prefer, range, accept-profile, content-profile',
    'Access-Control-Max-Age': '86400',
    'Content-Length': '0',
  })
  res.end()
}
