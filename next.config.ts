import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  cacheComponents: true,
  partialPrefetching: true,
  poweredByHeader: false,
  reactStrictMode: true,
  // Canonical URLs end in a slash (spec, "Search"); both spellings answer 200 so the canonical
  // form never points at a redirect and links without the slash keep working.
  skipTrailingSlashRedirect: true,
}

export default nextConfig
