/**
 * Outside a Next server, updateTag has no cache to expire; this stand-in records the tags, so
 * tests can assert what a write invalidates. Use with
 * `vi.mock('next/cache', () => import('<path>/tests/support/next-cache'))`.
 */
export const invalidatedTags: string[] = []

export function updateTag(tag: string) {
  invalidatedTags.push(tag)
}
