// Removes résumé uploads that no application claimed: forms abandoned after the upload, or
// requests that died between upload and insert. Which files qualify (over a day old, unclaimed)
// is decided in SQL by public.orphan_resume_paths, whose migration explains why such a file can
// never be claimed later; the files go through the Storage API, so the stored bytes are deleted
// with their rows. Relative imports and no Next or server-only imports, so
// scripts/sweep-resumes.ts can run it under plain Node.
import type { SupabaseClient } from '@supabase/supabase-js'

import type { Database } from '../supabase/database.types.ts'
import { BUCKETS } from '../storage/buckets.ts'
import { MAX_BATCH, SWEEP_BATCH, sweepUntilDone, type SweepRound } from '../storage/sweep-rounds.ts'

/** One bounded batch of the oldest orphans; needs a service-role client. */
export async function sweepOrphanResumes(
  client: SupabaseClient<Database>,
  batch = SWEEP_BATCH,
): Promise<SweepRound> {
  const { data, error } = await client.rpc('orphan_resume_paths', {
    max_paths: Math.min(batch, MAX_BATCH),
  })
  if (error) throw new Error(`Could not list orphan résumés: ${error.message}`)
  const paths = data
  if (paths.length === 0) return { found: 0, removed: [] }
  const removed = await client.storage.from(BUCKETS.resumes).remove(paths)
  if (removed.error) throw new Error(`Could not remove orphan résumés: ${removed.error.message}`)
  return { found: paths.length, removed: removed.data.map((object) => object.name) }
}

/** Every orphan, batch after batch, for the by-hand run. */
export function sweepAllOrphanResumes(client: SupabaseClient<Database>): Promise<string[]> {
  return sweepUntilDone((batch) => sweepOrphanResumes(client, batch))
}
