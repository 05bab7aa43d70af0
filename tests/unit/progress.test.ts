import { describe, expect, it } from 'vitest'

import { clampProgress, scrollProgress } from '@/lib/browser/reading-progress'

describe('reading progress', () => {
  it.each([
    [-10, 0],
    [0, 0],
    [42.5, 42.5],
    [100, 100],
    [250, 100],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('clamps %s to %s', (input, expected) => {
    expect(clampProgress(input)).toBe(expected)
  })

  it('measures how far through the scrollable height the reader is', () => {
    expect(scrollProgress(0, 3000, 1000)).toBe(0)
    expect(scrollProgress(1000, 3000, 1000)).toBe(50)
    expect(scrollProgress(2000, 3000, 1000)).toBe(100)
    expect(scrollProgress(2600, 3000, 1000)).toBe(100)
  })

  it('counts a page shorter than the viewport as read', () => {
    expect(scrollProgress(0, 800, 1000)).toBe(100)
  })
})
