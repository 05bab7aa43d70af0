import type { IncomingMessage, ServerResponse } from 'node:http'

// Headers supabase-js reads from browsers must be exposed (protocol doc section 0, rule 5).
const exposed =
  'Content-Range, Content-Location, Location, Range-Unit, Preference-Applied, X-Total-Count, Link, X-Supabase-Api-Version, Content-Type, Content-Profile'

export function applyCors(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*')
  res.setHeader('Access-Control-Expose-Headers', exposed)
  if (req.headers.origin) {
    res.setHeader('Vary', 'Origin')
    res.setHeader('Access-Control-Allow-Credentials', 'true')
  }
}

export function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  const requested = req.headers['access-control-request-headers']
  res.writeHead(204, {
    'Access-Control-Allow-Methods': 'GET,HEAD,POST,PUT,PATCH,DELETE,OPTIONS',
    'Access-Control-Allow-Headers':
      requested ??
      'authorization, x-client-info, apikey, content-type, prefer, range, accept-profile, content-profile',
    'Access-Control-Max-Age': '86400',
    'Content-Length': '0',
  })
  res.end()
}
