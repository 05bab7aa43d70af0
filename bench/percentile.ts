/** The value at percentile `p` (0-100) of timings sorted ascending, nearest rank; 0 when empty. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}
