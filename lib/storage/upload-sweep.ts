// Removes admin uploads that no row took: covers, resource files and lead-magnet PDFs uploaded in
// an editor that was never saved, or replaced since. Which files qualify (a path an upload action
// issued, over a week old, named by no row) is decided in SQL by public.orphan_admin_uploads,
// whose migration explains the week; the files go through the Storage API, so the stored bytes
// are deleted with their rows. Relative imports and no Next or server-only imports, so
// scripts/sweep-admin-uploads.ts can run it under plain Node.
import type { SupabaseClient } from '@supabase/supabase-js'

import type { Database } from '../supabase/database.types.ts'
import { MAX_BATCH, SWEEP_BATCH, sweepUntilDone, type SweepRound } from './sweep-rounds.ts'

/**
 * One bounded batch of the oldest orphans, across the buckets, removed files named
 * `<bucket>/<path>`; needs a service-role client.
 */
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

/** Every orphan, batch after batch, for the by-hand run. */
export function sweepAllOrphanUploads(client: SupabaseClient<Database>): Promise<string[]> {
  return sweepUntilDone((batch) => sweepOrphanUploads(client, batch))
}
