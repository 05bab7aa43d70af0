import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { INTER_CORE_CHARACTERS, unicodeRange } from '@/lib/theme/font-subset'

describe('the Inter core subset', () => {
  it('declares in lib/theme/fonts.ts exactly the characters the subset file holds', () => {
    const fonts = readFileSync('lib/theme/fonts.ts', 'utf8')
    expect(fonts).toContain(`'${unicodeRange(INTER_CORE_CHARACTERS)}'`)
  })

  it('writes ranges and single code points as CSS expects', () => {
    expect(unicodeRange('abc£')).toBe('U+0061-0063, U+00A3')
    expect(unicodeRange('ca')).toBe('U+0061, U+0063')
  })
})
