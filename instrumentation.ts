/**
 * Runs once when the server starts: configuration problems stop it before any request, and the
 * page cache learns to store each complete page's script hashes.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { assertProductionSafeKeys } = await import('@/lib/env.server')
  assertProductionSafeKeys()
  if (process.env.NODE_ENV === 'production') await installHashedPageCache()
}

/**
 * Next's file-system page cache with each complete page's hash policy
 * (lib/http/hashed-page-cache.ts), installed where Next's incremental cache looks for a
 * platform's page cache before its own (Next's own tests install theirs the same way).
 * Not the `cacheHandler` option: Next imports that module again on every request, which cost a
 * quarter of a cached page's requests per second (npm run bench:articles). A platform that brings
 * its own page cache (Vercel) keeps it.
 */
async function installHashedPageCache() {
  const key = Symbol.for('@next/cache-handlers')
  const platform = (globalThis as { [key]?: { FetchCache?: unknown } })[key]
  if (platform?.FetchCache) return
  const { default: HashedPageCache } = await import('@/lib/http/hashed-page-cache')
  Object.assign(globalThis, { [key]: { ...platform, FetchCache: HashedPageCache } })
}
