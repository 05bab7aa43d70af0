// Removes résumé uploads that no application claimed: forms abandoned after the upload, or
// requests that died between upload and insert. Which files qualify (over a day old, unclaimed)
// is decided in SQL by public.orphan_resume_paths, whose migration explains why such a file can
// never be claimed later; the files go through the Storage API, so the stored bytes are deleted
// with their rows. Relative imports and no Next or server-only imports, so
// scripts/sweep-resumes.ts can run it under plain Node.
import type { SupabaseClient } from '@supabase/supabase-js'

import type { Database } from '../supabase/database.types.ts'
import { BUCKETS } from '../storage/buckets.ts'

/** Enough to keep up with abandoned forms, small enough for the moments after one response. */
export const SWEEP_BATCH = 50

/** The most paths one Storage remove request takes. */
const MAX_BATCH = 1000

export type SweepRound = { found: number; removed: string[] }

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

/**
 * Batch after batch until none are left, for the by-hand run. Stops early when a batch removes
 * fewer files than it found, so a file Storage keeps refusing cannot loop it forever.
 */
export async function sweepAllOrphanResumes(client: SupabaseClient<Database>): Promise<string[]> {
  const removed: string[] = []
  for (;;) {
    const round = await sweepOrphanResumes(client, MAX_BATCH)
    removed.push(...round.removed)
    if (round.found < MAX_BATCH || round.removed.length < round.found) return removed
  }
}
