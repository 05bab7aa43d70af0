import type { NextConfig } from 'next'

import { articleListRewrites } from './lib/articles/urls'
import { unknownFeedRewrite } from './lib/feeds/entries'
import { contentSecurityPolicy, staticSecurityHeaders } from './lib/http/security-headers'
import { quizListRewrites } from './lib/quizzes/urls'
import { resourceListRewrites } from './lib/resources/urls'

// Article covers come from Supabase Storage's public buckets (the URL the build is made for).
const supabaseUrl = process.env.NEXT_PUBLIC_SUPABASE_URL ?? 'http://127.0.0.1:54321'
const https = (process.env.NEXT_PUBLIC_SITE_URL ?? '').startsWith('https://')
const development = process.env.NODE_ENV === 'development'

const nextConfig: NextConfig = {
  cacheComponents: true,
  images: {
    // No local image goes through the optimiser (covers are the only <Image>s, all remote), so
    // none is allowed: a path like `/\evil.example` then answers 400 instead of being fetched
    // as a protocol-relative URL and failing with a 500.
    localPatterns: [],
    remotePatterns: [new URL(`${supabaseUrl.replace(/\/+$/, '')}/storage/v1/object/public/**`)],
  },
  // Partial Prefetching stays off: it embeds a second copy of each page's RSC payload in the HTML
  // (about 80 kB more on the home page), which the home page's performance budget cannot afford.
  partialPrefetching: false,
  experimental: {
    // app/global-not-found.tsx answers unmatched URLs as a page of its own, rendered per request.
    // A root app/not-found.tsx would instead be part of every page's flight data.
    globalNotFound: true,
    // One first-load chunk for React, the router and the shared client code instead of 14 small
    // ones: on a slow mobile connection each request costs a round trip, and Lighthouse counts
    // every script that arrived before the largest paint unless its start-up ran after that
    // paint, as the one big chunk's usually does (bench/lighthouse.mjs: LCP 1.6 s, was 1.9 s).
    // scripts/compile-hints.ts keeps its start-up task short.
    turbopackChunking: {
      maxChunkCountPerGroup: 1,
      minChunkSize: 1_000_000,
      maxMergeChunkSize: 2_000_000,
    },
  },
  // Security headers for every response, with the site's Content-Security-Policy; complete
  // cached pages add their hash policy (lib/http/hashed-page-cache.ts) and pages resumed per
  // request their nonce policy (proxy.ts), as lib/http/security-headers.ts explains. `next dev` renders every
  // page per request with unminified scripts, so there the site policy (with 'unsafe-eval') is
  // the only one.
  async headers() {
    const policy = contentSecurityPolicy({ supabaseUrl, https, development })
    const headers: [string, string][] = [
      ...staticSecurityHeaders({ https }),
      ['Content-Security-Policy', policy],
    ]
    // An unnamed group, not '/:path*': with a named parameter Next compiles every header value
    // containing ':' (the policy) against it as a path pattern on every request, about 4% of a
    // cached page's serving time (bench:articles).
    return [{ source: '/(.*)', headers: headers.map(([key, value]) => ({ key, value })) }]
  },
  // Browsers ask for /favicon.ico where a page names no icon (the feeds, the sitemap).
  async redirects() {
    return [{ source: '/favicon.ico', destination: '/icon.svg', permanent: true }]
  },
  // The article, quiz and resource lists' filters and the article search are query parameters
  // on the URLs visitors use; each is served by a route of its own, so that every filtered view
  // is prerendered (lib/content/list-urls.ts says why these are not proxy.ts rewrites).
  async rewrites() {
    return {
      beforeFiles: [
        ...articleListRewrites(),
        ...quizListRewrites(),
        ...resourceListRewrites(),
        unknownFeedRewrite(),
      ],
    }
  },
  poweredByHeader: false,
  // Next hashes every cached page's whole HTML per request to make its ETag (about 100 kB for
  // /articles): that hash cost two thirds of the throughput of a cached page (390 against 1,180
  // requests/s in bench:articles). The price: a browser revalidating a page downloads it again
  // (about 15 kB gzipped for /articles) instead of getting a 304.
  generateEtags: false,
  reactStrictMode: true,
  // Canonical URLs end in a slash (spec, "Search"); both spellings answer 200 so the canonical
  // form never points at a redirect and links without the slash keep working.
  skipTrailingSlashRedirect: true,
}

export default nextConfig
