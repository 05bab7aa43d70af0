/**
 * Runs once when the server starts: configuration problems stop it before any request, a server
 * with no proxy in front stops believing the forwarding headers clients send, and the page cache
 * learns to store each complete page's script hashes. The imports sit inside the runtime check
 * so that the Edge build drops them (they need Node's modules).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { assertProductionSafeKeys } = await import('@/lib/env.server')
    assertProductionSafeKeys()
    const { configuredProxyTrust } = await import('@/lib/http/proxy-trust')
    if (configuredProxyTrust.trustedProxyHops === 0 && !configuredProxyTrust.onVercel) {
      const { installDirectConnectionHeaders } = await import('@/lib/http/direct-connection')
      installDirectConnectionHeaders()
    }
    if (process.env.NODE_ENV === 'production') {
      const { default: HashedPageCache } = await import('@/lib/http/hashed-page-cache')
      installPageCache(HashedPageCache)
    }
  }
}

/**
 * Next's file-system page cache with each complete page's hash policy
 * (lib/http/hashed-page-cache.ts), installed where Next's incremental cache looks for a
 * platform's page cache before its own (Next's own tests install theirs the same way).
 * Not the `cacheHandler` option: Next imports that module again on every request, which cost a
 * quarter of a cached page's requests per second (npm run bench:articles). A platform that brings
 * its own page cache (Vercel) keeps it.
 */
function installPageCache(pageCache: unknown) {
  const key = Symbol.for('@next/cache-handlers')
  const platform = (globalThis as { [key]?: { FetchCache?: unknown } })[key]
  if (platform?.FetchCache) return
  Object.assign(globalThis, { [key]: { ...platform, FetchCache: pageCache } })
}
