import { expect, it } from 'vitest'

/**
 * Outside a Next server, updateTag has no cache to expire; this stand-in records the tags, so
 * tests can assert what a write invalidates. Use with
 * `vi.mock('next/cache', () => import('<path>/tests/support/next-cache'))`.
 */
export const invalidatedTags: string[] = []

export function updateTag(tag: string) {
  invalidatedTags.push(tag)
}

// Cached reads tag themselves and set their lifetime; outside Next there is no cache to tell, so
// the calls are recorded for cacheEntryOf.
const declaredTags: string[] = []
const declaredLives: unknown[] = []

export function cacheTag(...tags: string[]) {
  declaredTags.push(...tags)
}

export function cacheLife(life: unknown) {
  declaredLives.push(life)
}

/**
 * The tags and lifetimes a cached read declares while it runs (those of any cached read it calls
 * included), in call order: what lets a write's updateTag reach the pages that show the data.
 */
export async function cacheEntryOf(
  read: () => Promise<unknown>,
): Promise<{ tags: string[]; lives: unknown[] }> {
  declaredTags.length = 0
  declaredLives.length = 0
  await read()
  return { tags: [...declaredTags], lives: [...declaredLives] }
}

/** A cached read, named, with the tags and lifetimes it must declare. */
export type CachedRead = [
  name: string,
  read: () => Promise<unknown>,
  tags: string[],
  lives: unknown[],
]

/** One test per read: it declares exactly these tags and lifetimes. */
export function itDeclaresCacheEntries(reads: CachedRead[]) {
  it.each(reads)('%s', async (_name, read, tags, lives) => {
    expect(await cacheEntryOf(read)).toEqual({ tags, lives })
  })
}
