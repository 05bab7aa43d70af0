import { NextResponse, type NextRequest } from 'next/server'

import { articleIdRedirect } from '@/lib/articles/article-id-redirect'
import { isAdminPath, isMemberPath, wantsStatusNotSignIn } from '@/lib/auth/guards'
import { RETURN_PATH_COOKIE, rootAuthReturn } from '@/lib/auth/return-path'
import { renamedLocation, renamedSlug, slugPage } from '@/lib/content/slug-history'
import { isMissingAdminRecord } from '@/lib/data/admin/detail-records'
import { siteUrl, supabaseUrl } from '@/lib/env'
import { isMalformedUrl } from '@/lib/http/malformed-url'
import { isPerRequestPage } from '@/lib/http/per-request-pages'
import { contentSecurityPolicy, createNonce } from '@/lib/http/security-headers'
import { updateSession } from '@/lib/supabase/proxy'
import { createPublicClient } from '@/lib/supabase/public'

function hasAuthCookie(request: NextRequest): boolean {
  return request.cookies
    .getAll()
    .some(({ name }) => name.startsWith('sb-') && name.includes('-auth-token'))
}

/**
 * A URL on the host of the request itself, never one named by a forwarded header: Next turns a
 * redirect to the request's own host into a relative Location, so the browser stays where it is.
 */
function onThisSite(request: NextRequest, path: string): URL {
  return new URL(path, request.nextUrl.origin)
}

/**
 * Next's own draft-mode cookie: present only after an admin opened a preview (app/api/draft).
 * Whether it is genuine does not matter here; it only decides whether the slug history is read.
 */
const DRAFT_MODE_COOKIE = '__prerender_bypass'

/**
 * The old slug of a renamed article, resource, quiz or job, moved for good (308) to the current
 * one (a job's apply page to the new apply page). The pages do this themselves from their cached
 * lookups, but a page's redirect cannot see the query string (reading it would make the
 * prerendered page dynamic) and, in draft mode, the preview answers first. So the proxy reads the
 * history only for a page path with a query string or in draft mode, with the visitor's own
 * client (an admin previewing sees drafts' old slugs too).
 */
async function renamedPageRedirect(
  client: Parameters<typeof renamedSlug>[0],
  request: NextRequest,
): Promise<URL | null> {
  const page = slugPage(request.nextUrl.pathname)
  if (!page) return null
  // An unreadable history leaves the request to the page, which answers as it would anyway.
  const current = await renamedSlug(client, page.section, page.slug).catch(() => null)
  if (!current) return null
  return onThisSite(
    request,
    renamedLocation(page.section, current, {
      subPath: page.subPath,
      search: request.nextUrl.search,
    }),
  )
}

/**
 * The 404 page with a 404 status. Rendered by the page's own notFound(), it would stream after
 * Cache Components has already sent the shell with a 200. The target matches no route (a folder
 * named with a leading underscore is never one), and it keeps the request's nonce policy.
 */
function adminNotFound(request: NextRequest, from: NextResponse): NextResponse {
  const rewrite = NextResponse.rewrite(onThisSite(request, '/admin/_not-found'), { request })
  for (const cookie of from.cookies.getAll()) rewrite.cookies.set(cookie)
  return rewrite
}

/** `response` with the cookies a session refresh set on `from`. */
function keepingCookies(response: NextResponse, from: NextResponse): NextResponse {
  for (const cookie of from.cookies.getAll()) response.cookies.set(cookie)
  return response
}

function redirectKeepingCookies(url: URL, from: NextResponse, status = 307): NextResponse {
  return keepingCookies(NextResponse.redirect(url, status), from)
}

/** The refusal an export route gives a caller it cannot serve, with any refreshed cookies. */
function refusalKeepingCookies(refusal: NextResponse, from: NextResponse): NextResponse {
  refusal.headers.set('cache-control', 'no-store')
  return keepingCookies(refusal, from)
}

/**
 * Pages resumed per request get a fresh nonce: Next reads it from the request's
 * Content-Security-Policy header and stamps it on the scripts it emits while resuming; the browser
 * gets the same policy. Complete cached pages get their hash policy from the cache instead
 * (lib/http/security-headers.ts explains the two). A policy the client sent is never used.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search, searchParams } = request.nextUrl
  if (isMalformedUrl(pathname, search)) {
    return new NextResponse('Bad request', {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  }
  // `next dev` renders every page per request under the site policy (next.config.ts says why).
  if (process.env.NODE_ENV === 'development' || !isPerRequestPage(pathname, searchParams)) {
    request.headers.delete('content-security-policy')
    return route(request)
  }
  const policy = contentSecurityPolicy({
    supabaseUrl,
    https: siteUrl.startsWith('https://'),
    nonce: createNonce(),
  })
  request.headers.set('content-security-policy', policy)
  const response = await route(request)
  response.headers.set('content-security-policy', policy)
  return response
}

/**
 * Refreshes the Supabase session and keeps signed-out visitors out of member pages and
 * non-admins out of /admin. This is the first of three checks: the member and admin layouts
 * check again on the server, and RLS decides what each query may touch.
 */
async function route(request: NextRequest): Promise<NextResponse> {
  const { pathname, search, searchParams } = request.nextUrl
  // Email confirmation links and Google sign-in return to the site root (spec) with a PKCE code
  // to exchange, or with the provider's error to show.
  const authReturn =
    pathname === '/'
      ? rootAuthReturn(searchParams, request.cookies.get(RETURN_PATH_COOKIE)?.value)
      : null
  if (authReturn) {
    const redirect = NextResponse.redirect(onThisSite(request, authReturn))
    if (request.cookies.has(RETURN_PATH_COOKIE)) redirect.cookies.delete(RETURN_PATH_COOKIE)
    return redirect
  }
  if (pathname.startsWith('/articles/id/')) {
    const target = await articleIdRedirect(pathname)
    if (target) return NextResponse.redirect(onThisSite(request, target), 308)
  }
  const guarded = isMemberPath(pathname) || isAdminPath(pathname)
  const followHistory = search !== '' || request.cookies.has(DRAFT_MODE_COOKIE)
  // Visitors without a session cookie on public pages need no Auth round trip at all.
  // The request goes on with its CSP header, whose nonce the renderer stamps on its scripts.
  if (!guarded && !hasAuthCookie(request)) {
    const moved = followHistory ? await renamedPageRedirect(createPublicClient(), request) : null
    if (moved) return NextResponse.redirect(moved, 308)
    return NextResponse.next({ request })
  }

  const { supabase, user, authUnavailable, response } = await updateSession(request)
  // With Auth down a signed-in member is not signed out: the layouts' own checks fail and the
  // friendly error page shows, instead of a sign-in form that cannot work either.
  if (authUnavailable) return response()

  const moved = followHistory && !guarded ? await renamedPageRedirect(supabase, request) : null
  if (moved) return redirectKeepingCookies(moved, response(), 308)

  // A server action answers for itself (memberAction, adminAction check the caller): a form
  // sent after the session ended gets its action's message, where a redirect would be a
  // response the form cannot read.
  const serverAction = request.method === 'POST' && request.headers.has('next-action')
  if (serverAction) return response()
  const wantsStatus = wantsStatusNotSignIn(pathname, request.headers.get('accept'))
  if (isMemberPath(pathname) && !user) {
    if (wantsStatus) {
      // In the words and shape of the profile export's own refusal, which its button shows.
      const refusal = NextResponse.json({ error: 'No user logged in' }, { status: 401 })
      return refusalKeepingCookies(refusal, response())
    }
    const url = onThisSite(request, '/auth')
    url.searchParams.set('next', `${pathname}${search}`)
    return redirectKeepingCookies(url, response())
  }
  if (isAdminPath(pathname)) {
    // The record lookup runs beside the role check, so a detail page waits for no extra round
    // trip; its answer counts only once the caller is known to be an admin. Only reads are looked
    // up: a server action posts to the page's own URL, and one acting on a row deleted meanwhile
    // must reach its action to be told so, not the 404 page.
    const reading = request.method === 'GET' || request.method === 'HEAD'
    const [{ data: isAdmin }, missing] = await Promise.all([
      user ? supabase.rpc('is_admin') : { data: false },
      user && reading ? isMissingAdminRecord(supabase, pathname) : false,
    ])
    if (isAdmin !== true && wantsStatus) {
      const refusal = user
        ? new NextResponse('Admins only.', { status: 403 })
        : new NextResponse('Sign in first.', { status: 401 })
      return refusalKeepingCookies(refusal, response())
    }
    if (isAdmin !== true)
      return redirectKeepingCookies(onThisSite(request, '/admin-auth'), response())
    if (missing) return adminNotFound(request, response())
  }
  return response()
}

export const config = {
  // Skip static assets, image optimisation and prefetches. The plain /articles directory, and
  // each of its filtered views, is a complete cached page that needs nothing from the proxy, and
  // the busiest page to serve without it (npm run bench:articles); a search is rendered per
  // request and takes its nonce here.
  matcher: [
    { source: '/articles', has: [{ type: 'query', key: 'search' }] },
    { source: '/articles/', has: [{ type: 'query', key: 'search' }] },
    {
      source:
        '/((?!_next/static|_next/image|api/promotions-track|favicon.ico|icon.svg|articles/?$|.*\\.(?:svg|png|jpg|jpeg|gif|webp|avif|woff2?|ico|txt|xml|pdf)$).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
}
