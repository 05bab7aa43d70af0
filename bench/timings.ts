import { performance } from 'node:perf_hooks'

import { percentile } from './percentile.ts'

/**
 * Calls `run` `warmUp` times unmeasured, then `rounds` times measured, one after another.
 * Returns the measured durations in ms, sorted ascending, and the last call's result.
 */
export async function timeRounds<T>(
  run: () => Promise<T>,
  rounds: number,
  warmUp = 2,
): Promise<{ times: number[]; last: T }> {
  if (rounds < 1) throw new RangeError('timeRounds needs at least one measured round')
  for (let round = 0; round < warmUp; round++) await run()
  const times: number[] = []
  let last: T | undefined
  for (let round = 0; round < rounds; round++) {
    const started = performance.now()
    last = await run()
    times.push(performance.now() - started)
  }
  return { times: times.sort((a, b) => a - b), last: last as T }
}

/**
 * `iterations` calls of `run` shared by `concurrency` callers, after `warmUp` unmeasured ones.
 * Returns each call's latency in ms (sorted ascending) and the calls per second overall.
 */
export async function timeConcurrently(
  run: () => Promise<unknown>,
  { concurrency, iterations, warmUp }: { concurrency: number; iterations: number; warmUp: number },
): Promise<{ latencies: number[]; rps: number }> {
  for (let i = 0; i < warmUp; i++) await run()
  const latencies: number[] = []
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < iterations) {
        const callStarted = performance.now()
        await run()
        latencies.push(performance.now() - callStarted)
      }
    }),
  )
  const elapsed = performance.now() - started
  return { latencies: latencies.sort((a, b) => a - b), rps: (latencies.length / elapsed) * 1000 }
}

/** A Markdown table row: the label, p50 and p95 of sorted timings in ms, then any further cells. */
export function latencyRow(label: string, sorted: number[], ...cells: (string | number)[]): string {
  const ms = (p: number) => percentile(sorted, p).toFixed(1)
  return `| ${[label, ms(50), ms(95), ...cells].join(' | ')} |`
}
