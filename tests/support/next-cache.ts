/**
 * Outside a Next server, updateTag has no cache to expire; this stand-in records the tags, so
 * tests can assert what a write invalidates. Use with
 * `vi.mock('next/cache', () => import('<path>/tests/support/next-cache'))`.
 */
export const invalidatedTags: string[] = []

export function updateTag(tag: string) {
  invalidatedTags.push(tag)
}

// Cached reads tag themselves and set their lifetime; outside Next there is no cache to tell.
export function cacheTag() {}
export function cacheLife() {}
