import { describe, expect, it } from 'vitest'

import { bodyFontVariable } from '@/lib/theme/body-fonts'
import { DEFAULT_THEME, resolveTheme, THEME_STORAGE_KEY } from '@/lib/theme/theme'

describe('theme', () => {
  it('uses the spec storage key and defaults to light', () => {
    expect(THEME_STORAGE_KEY).toBe('vite-ui-theme')
    expect(DEFAULT_THEME).toBe('light')
  })

  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    [null, 'light'],
    [undefined, 'light'],
    ['', 'light'],
    ['system', 'system'],
    ['purple', 'light'],
    ['DARK', 'light'],
  ] as const)('resolves stored %j to %s', (stored, expected) => {
    expect(resolveTheme(stored)).toBe(expected)
  })

  it('maps font settings to font variables, falling back to Inter', () => {
    expect(bodyFontVariable('Merriweather')).toBe('Merriweather, var(--font-merriweather)')
    expect(bodyFontVariable('Comic Sans')).toBe('Inter, var(--font-inter)')
  })
})
