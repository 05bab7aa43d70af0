import { describe, expect, it } from 'vitest'

import {
  contrastRatio,
  DEFAULT_PRIMARY_COLOR,
  hexToHsl,
  hslToRgb,
  primaryColorVariables,
  primaryPalette,
} from '@/lib/theme/color'

describe('hexToHsl', () => {
  it.each([
    ['#007bff', { h: 211, s: 100, l: 50 }],
    ['#ffffff', { h: 0, s: 0, l: 100 }],
    ['#000', { h: 0, s: 0, l: 0 }],
    ['#f00', { h: 0, s: 100, l: 50 }],
    ['00ff00', { h: 120, s: 100, l: 50 }],
    ['#8B5CF6', { h: 258, s: 90, l: 66 }],
  ])('converts %s', (hex, hsl) => {
    expect(hexToHsl(hex)).toEqual(hsl)
  })

  it.each(['', 'blue', '#12', '#12345g', '#1234567', 'rgb(0,0,0)'])('rejects %j', (value) => {
    expect(hexToHsl(value)).toBeNull()
  })

  it('round-trips through RGB within rounding', () => {
    const rgb = hslToRgb(hexToHsl('#007bff')!)
    expect(rgb[0]).toBeLessThanOrEqual(2)
    expect(Math.abs(rgb[1] - 0x7b)).toBeLessThanOrEqual(2)
    expect(rgb[2]).toBe(255)
  })
})

describe('primary palette', () => {
  const lightSurface: [number, number, number] = [241, 245, 249]
  // The dark theme's --muted, its lightest surface under primary text.
  const darkSurface: [number, number, number] = [27, 38, 54]

  it.each(['#007bff', '#ffcc00', '#22c55e', '#e11d48', '#0f172a', '#a855f7', '#ffffff'])(
    'keeps %s at AA contrast on light surfaces, under white button text and on the dark surfaces',
    (hex) => {
      const { base, solidL, brightL } = primaryPalette(hexToHsl(hex)!)
      expect(contrastRatio(hslToRgb({ ...base, l: solidL }), lightSurface)).toBeGreaterThanOrEqual(
        4.5,
      )
      expect(contrastRatio(hslToRgb({ ...base, l: brightL }), darkSurface)).toBeGreaterThanOrEqual(
        4.5,
      )
    },
  )

  it('exposes the default colour as hue, saturation and lightness variables', () => {
    expect(primaryColorVariables(DEFAULT_PRIMARY_COLOR)).toMatchObject({
      '--primary-h': '211',
      '--primary-s': '100%',
      '--primary-l': '50%',
    })
  })

  it('falls back to the default colour for an invalid value', () => {
    expect(primaryColorVariables('not a colour')).toEqual(
      primaryColorVariables(DEFAULT_PRIMARY_COLOR),
    )
  })
})
