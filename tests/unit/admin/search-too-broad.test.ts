import { describe, expect, it } from 'vitest'

import { isSearchTooBroad } from '@/lib/data/admin/list-page'

describe('isSearchTooBroad', () => {
  it('recognises the 54000 an admin search function refuses a broad term with', () => {
    const refused = new Error('Could not load the messages: too many', {
      cause: { code: '54000', message: 'too many' },
    })
    expect(isSearchTooBroad(refused)).toBe(true)
  })

  it('leaves every other failure alone', () => {
    expect(isSearchTooBroad(new Error('x', { cause: { code: '42501' } }))).toBe(false)
    expect(isSearchTooBroad(new Error('x'))).toBe(false)
    expect(isSearchTooBroad(new Error('x', { cause: '54000' }))).toBe(false)
    expect(isSearchTooBroad({ cause: { code: '54000' } })).toBe(false)
    expect(isSearchTooBroad(null)).toBe(false)
    expect(isSearchTooBroad(new Error('x', { cause: null }))).toBe(false)
  })
})
