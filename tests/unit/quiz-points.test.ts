import { describe, expect, it } from 'vitest'

import { pointsLabel } from '@/lib/quizzes/points'

describe('pointsLabel', () => {
  it('says point for one and points for any other number', () => {
    expect([0, 1, 2, 9].map(pointsLabel)).toEqual(['0 points', '1 point', '2 points', '9 points'])
  })
})
