import { describe, expect, it } from 'vitest'

import { settingsCssVariables, settingsStyleSheet } from '@/lib/settings/css'
import {
  DEFAULT_SETTINGS,
  parseSettingValue,
  settingsFromRows,
  type SiteSettings,
} from '@/lib/settings/settings'
import { primaryColorVariables } from '@/lib/theme/color'

const settings = (overrides: Partial<SiteSettings> = {}): SiteSettings => ({
  ...DEFAULT_SETTINGS,
  ...overrides,
})

describe('parseSettingValue', () => {
  it.each([
    ['"#ff0000"', '#ff0000'],
    ['"Inter"', 'Inter'],
    ['{"a":1,"b":[true,null]}', { a: 1, b: [true, null] }],
    ['42', 42],
    ['true', true],
    ['null', null],
  ])('parses the JSON text %s', (text, parsed) => {
    expect(parseSettingValue(text)).toEqual(parsed)
  })

  it.each(['#ff0000', 'Open Sans', '', '{broken', '"unterminated'])(
    'keeps the plain string %j as it is',
    (text) => {
      expect(parseSettingValue(text)).toBe(text)
    },
  )

  it.each([[42], [true], [null], [undefined], [{ already: 'parsed' }], [['a', 'b']]])(
    'leaves the non-string %j untouched',
    (value) => {
      expect(parseSettingValue(value)).toBe(value)
    },
  )
})

describe('settingsFromRows', () => {
  it('defaults to #007bff and Inter', () => {
    expect(DEFAULT_SETTINGS).toEqual({ primary_color: '#007bff', font_family: 'Inter' })
    expect(settingsFromRows([])).toEqual({ primary_color: '#007bff', font_family: 'Inter' })
  })

  it('reads JSON text, plain values and unknown keys', () => {
    expect(
      settingsFromRows([
        { key: 'primary_color', value: '"#e11d48"' },
        { key: 'font_family', value: 'Roboto' },
        { key: 'maintenance', value: '{"on":false}' },
      ]),
    ).toEqual({ primary_color: '#e11d48', font_family: 'Roboto', maintenance: { on: false } })
  })

  it('keeps the default when a known key holds something other than text', () => {
    expect(settingsFromRows([{ key: 'primary_color', value: '123' }]).primary_color).toBe('#007bff')
  })

  it('does not change the defaults object', () => {
    settingsFromRows([{ key: 'primary_color', value: '"#000000"' }])
    expect(DEFAULT_SETTINGS.primary_color).toBe('#007bff')
  })
})

describe('settings CSS', () => {
  it('turns the default colour and font into the variables globals.css uses', () => {
    const variables = settingsCssVariables(settings())
    expect(variables).toEqual({
      ...primaryColorVariables('#007bff'),
      '--font-body': 'Inter, var(--font-inter)',
    })
    expect(variables).toMatchObject({
      '--primary-h': '211',
      '--primary-s': '100%',
      '--primary-l': '50%',
    })
    expect(Object.keys(variables)).toEqual([
      '--primary-h',
      '--primary-s',
      '--primary-l',
      '--primary-solid-l',
      '--primary-bright-l',
      '--font-body',
    ])
  })

  it('converts a chosen colour to hue, saturation and lightness', () => {
    expect(settingsCssVariables(settings({ primary_color: '#e11d48' }))).toMatchObject({
      '--primary-h': '347',
      '--primary-s': '77%',
      '--primary-l': '50%',
    })
  })

  it.each(['red', '#12', 'url(x);}body{display:none', ''])(
    'falls back to the default colour for the invalid %j',
    (color) => {
      expect(settingsCssVariables(settings({ primary_color: color }))).toEqual(
        settingsCssVariables(settings()),
      )
    },
  )

  it('maps known fonts to their self-hosted variables', () => {
    expect(settingsCssVariables(settings({ font_family: 'Open Sans' }))['--font-body']).toBe(
      '"Open Sans", var(--font-open-sans)',
    )
  })

  it.each(['Comic Sans', 'Arial;}body{display:none', ''])(
    'uses Inter for the unknown font %j',
    (font) => {
      expect(settingsCssVariables(settings({ font_family: font }))['--font-body']).toBe(
        'Inter, var(--font-inter)',
      )
    },
  )

  it('renders one :root rule for the server-rendered style', () => {
    const sheet = settingsStyleSheet(settings({ primary_color: '#22c55e', font_family: 'Lato' }))
    expect(sheet).toMatch(
      /^:root\{--primary-h:142;--primary-s:71%;--primary-l:45%;--primary-solid-l:\d+%;--primary-bright-l:\d+%;--font-body:Lato, var\(--font-lato\)\}$/,
    )
    const { '--primary-solid-l': solid, '--primary-bright-l': bright } =
      primaryColorVariables('#22c55e')
    expect(sheet).toContain(`--primary-solid-l:${solid};--primary-bright-l:${bright};`)
  })
})
