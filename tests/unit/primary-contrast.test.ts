import { describe, expect, it } from 'vitest'

import { AA_CONTRAST, primaryContrast } from '@/lib/theme/primary-contrast'
import { siteSettingsFormSchema } from '@/lib/validation/settings'

describe('primaryContrast', () => {
  it.each(['#007bff', '#0d9488', '#e11d48', '#22c55e', '#000000', '#000080'])(
    'accepts %s, whose primary buttons reach AA in both themes',
    (hex) => {
      const contrast = primaryContrast(hex)
      expect(contrast?.problem).toBeNull()
      expect(contrast?.light).toBeGreaterThanOrEqual(AA_CONTRAST)
      expect(contrast?.dark).toBeGreaterThanOrEqual(AA_CONTRAST)
    },
  )

  it.each(['#ffcc00', '#ffff00', '#ffffff'])(
    'refuses %s, which would have to be darkened past recognition, and says why',
    (hex) => {
      expect(primaryContrast(hex)?.problem).toMatch(/darker to reach the 4\.5:1 WCAG AA minimum/)
    },
  )

  it('reports the buttons as the site draws them (the default blue, darkened for white text)', () => {
    expect(primaryContrast('#007bff')).toMatchObject({
      lightButton: 'hsl(211 100% 43%)',
      darkButton: 'hsl(211 100% 57%)',
    })
  })

  it('has nothing to say about text that is not a colour', () => {
    expect(primaryContrast('blue')).toBeNull()
  })
})

describe('siteSettingsFormSchema', () => {
  it('takes a hosted font and an AA colour', () => {
    expect(
      siteSettingsFormSchema.safeParse({ primary_color: '#0d9488', font_family: 'Lato' }).success,
    ).toBe(true)
  })

  it.each([
    [{ primary_color: '#fc0', font_family: 'Inter' }, 'primary_color'],
    [{ primary_color: '#ffcc00', font_family: 'Inter' }, 'primary_color'],
    [{ primary_color: '#007bff', font_family: 'Papyrus' }, 'font_family'],
  ])('refuses %j on %s', (values, field) => {
    const parsed = siteSettingsFormSchema.safeParse(values)
    expect(parsed.success).toBe(false)
    expect(new Set(parsed.error?.issues.map((issue) => issue.path[0]))).toEqual(new Set([field]))
  })
})
