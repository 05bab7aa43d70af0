import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  cacheComponents: true,
  // Partial Prefetching stays off: it embeds a second copy of each page's RSC payload in the HTML
  // (about 80 kB more on the home page), which the home page's performance budget cannot afford.
  partialPrefetching: false,
  poweredByHeader: false,
  reactStrictMode: true,
  // Canonical URLs end in a slash (spec, "Search"); both spellings answer 200 so the canonical
  // form never points at a redirect and links without the slash keep working.
  skipTrailingSlashRedirect: true,
}

export default nextConfig
