// The batching both orphan sweeps share (résumés, lib/careers/resume-sweep.ts; admin uploads,
// lib/storage/upload-sweep.ts). No imports, so the sweep scripts can run it under plain Node.

/** Enough to keep up with abandoned forms, small enough for the moments after one response. */
export const SWEEP_BATCH = 50

/** The most paths one Storage remove request takes. */
export const MAX_BATCH = 1000

/** How many orphans one batch found, and the files it removed. */
export type SweepRound = { found: number; removed: string[] }

/**
 * Batch after batch until none are left, for the by-hand runs. Stops early when a batch removes
 * fewer files than it found, so a file Storage keeps refusing cannot loop it forever.
 */
export async function sweepUntilDone(
  sweepBatch: (batch: number) => Promise<SweepRound>,
): Promise<string[]> {
  const removed: string[] = []
  for (;;) {
    const round = await sweepBatch(MAX_BATCH)
    removed.push(...round.removed)
    if (round.found < MAX_BATCH || round.removed.length < round.found) return removed
  }
}
