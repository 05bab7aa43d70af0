import { publicOrigin } from '@/lib/http/public-origin'

/**
 * Whether a browser sent this request from another site or origin. Route handlers do not get the
 * Origin check Next gives server actions, so a cookie-authenticated write asks this first: the
 * Fetch Metadata header where the browser sends one (every current browser does), otherwise the
 * Origin header against the origin the visitor used. Requests without either (curl, tests) are
 * not from a page and carry no victim's cookies by accident.
 */
export function crossOriginRequest(request: Pick<Request, 'headers' | 'url'>): boolean {
  const site = request.headers.get('sec-fetch-site')
  if (site) return site !== 'same-origin' && site !== 'none'
  const origin = request.headers.get('origin')
  return origin !== null && origin !== publicOrigin(request)
}
