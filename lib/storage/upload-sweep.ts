// Removes admin uploads that no row took: covers, resource files and lead-magnet PDFs uploaded in
// an editor that was never saved, or replaced since. Which files qualify (a path an upload action
// issued, over a week old, named by no row) is decided in SQL by public.orphan_admin_uploads,
// whose migration explains the week; the files go through the Storage API, so the stored bytes
// are deleted with their rows. Relative imports and no Next or server-only imports, so
// scripts/sweep-admin-uploads.ts can run it under plain Node.
import type { SupabaseClient } from '@supabase/supabase-js'

import type { Database } from '../supabase/database.types.ts'

/** Enough to keep up with abandoned editors, small enough for the moments after one response. */
export const SWEEP_BATCH = 50

/** The most paths one Storage remove request takes. */
const MAX_BATCH = 1000

/** Removed files as `<bucket>/<path>`. */
export type SweepRound = { found: number; removed: string[] }

/** One bounded batch of the oldest orphans, across the buckets; needs a service-role client. */
export async function sweepOrphanUploads(
  client: SupabaseClient<Database>,
  batch = SWEEP_BATCH,
): Promise<SweepRound> {
  const { data, error } = await client.rpc('orphan_admin_uploads', {
    max_paths: Math.min(batch, MAX_BATCH),
  })
  if (error) throw new Error(`Could not list orphan uploads: ${error.message}`)
  if (data.length === 0) return { found: 0, removed: [] }
  const byBucket = Map.groupBy(data, (orphan) => orphan.bucket)
  const removed: string[] = []
  for (const [bucket, orphans] of byBucket) {
    const result = await client.storage.from(bucket).remove(orphans.map((orphan) => orphan.path))
    if (result.error) throw new Error(`Could not remove orphan uploads: ${result.error.message}`)
    removed.push(...result.data.map((object) => `${bucket}/${object.name}`))
  }
  return { found: data.length, removed }
}

/**
 * Batch after batch until none are left, for the by-hand run. Stops early when a batch removes
 * fewer files than it found, so a file Storage keeps refusing cannot loop it forever.
 */
export async function sweepAllOrphanUploads(client: SupabaseClient<Database>): Promise<string[]> {
  const removed: string[] = []
  for (;;) {
    const round = await sweepOrphanUploads(client, MAX_BATCH)
    removed.push(...round.removed)
    if (round.found < MAX_BATCH || round.removed.length < round.found) return removed
  }
}
