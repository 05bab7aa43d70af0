// Relative, with its extension: scripts/csp-shell-hashes.ts runs this file under plain Node.
import { isArticleSearch } from '../articles/urls.ts'

/**
 * Pages that are resumed per request on every visit: they read the session (auth, member and
 * admin pages, members-only resources), the reader's locale from Accept-Language (services,
 * articles) or the query (unsubscribe, article search). Every resource page is resumed, so that
 * the route has one policy, and so are the 404s of articles and resources (their not-found.tsx).
 * Every other page is a complete document in Next's cache. `npm run csp:hashes` checks this list
 * against the last build: a page listed here that the build made complete would get a nonce
 * policy beside its hash policy, and the browser would refuse its scripts.
 */
const PER_REQUEST_PAGES =
  /^\/(?:(?:auth|admin-auth|admin|dashboard|profile|services|unsubscribe)(?:\/.*)?|articles\/(?!browse\/|id\/)[^/]+\/?|resources\/(?!browse\/)[^/]+\/?)$/

/** Whether the page at this URL is resumed per request, so it gets a nonce (proxy.ts). */
export function isPerRequestPage(pathname: string, searchParams: URLSearchParams): boolean {
  if (PER_REQUEST_PAGES.test(pathname)) return true
  if (pathname !== '/articles' && pathname !== '/articles/') return false
  return isArticleSearch(searchParams)
}
