/** Clamps a progress value to 0-100; anything that is not a finite number counts as 0. */
export function clampProgress(value: number): number {
  if (!Number.isFinite(value)) return 0
  return Math.min(100, Math.max(0, value))
}

/** How far through the scrollable page the reader is, as a percentage. */
export function scrollProgress(scrollTop: number, scrollHeight: number, viewportHeight: number) {
  const scrollable = scrollHeight - viewportHeight
  if (scrollable <= 0) return 100
  return clampProgress((scrollTop / scrollable) * 100)
}
