import { describe, expect, it } from 'vitest'

import { withoutNul } from '@/lib/validation/without-nul'

describe('withoutNul', () => {
  it('removes every NUL from strings at any depth of plain objects and arrays', () => {
    expect(
      withoutNul({
        title: '\u0000Plan\u0000',
        nested: { tags: ['a\u0000b', 'c'], count: 3, on: true, none: null },
      }),
    ).toStrictEqual({
      title: 'Plan',
      nested: { tags: ['ab', 'c'], count: 3, on: true, none: null },
    })
  })

  it('leaves other control characters and everything that is not a plain object alone', () => {
    const file = new File(['\u0000'], 'a.pdf')
    const date = new Date(0)
    expect(withoutNul('tab\there')).toBe('tab\there')
    expect(withoutNul(file)).toBe(file)
    expect(withoutNul(date)).toBe(date)
    expect(withoutNul(undefined)).toBeUndefined()
  })
})
