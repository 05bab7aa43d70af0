import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { contrastRatio, hslToRgb } from '@/lib/theme/color'

/**
 * WCAG 1.4.11: the parts that show where a control is (an input's border, a switch's off track)
 * and the focus ring need 3:1 against the surfaces they sit on. Read from the stylesheet the
 * site ships, so a token changed there is checked here.
 */
const css = readFileSync(new URL('../../app/globals.css', import.meta.url), 'utf8')

function tokens(selector: ':root' | '.dark'): Map<string, string> {
  const start = css.indexOf(`${selector} {`)
  const block = css.slice(start, css.indexOf('}', start))
  return new Map(
    [...block.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()]),
  )
}

function rgb(value: string | undefined): [number, number, number] {
  const match = /^hsl\((\d+) (\d+)% (\d+)%\)$/.exec(value ?? '')
  if (!match) throw new Error(`not a literal hsl() colour: ${value}`)
  return hslToRgb({ h: Number(match[1]), s: Number(match[2]), l: Number(match[3]) })
}

const NON_TEXT_CONTRAST = 3

describe.each([':root', '.dark'] as const)('the %s theme', (selector) => {
  const theme = tokens(selector)
  const root = tokens(':root')
  const token = (name: string) => theme.get(name) ?? root.get(name)

  it.each(['--input', '--switch-off'])(
    'draws %s at 3:1 or more on the page, cards and muted panels',
    (name) => {
      for (const surface of ['--background', '--card', '--muted']) {
        expect(
          contrastRatio(rgb(token(name)), rgb(token(surface))),
          `${name} on ${surface}`,
        ).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST)
      }
    },
  )

  it('rings focus in the primary colour, which is held at 4.5:1 on the page background', () => {
    // primaryPalette keeps --primary at AA against white text (light) and the dark background
    // (dark), so a solid ring in it clears 3:1 whatever colour the admin picks.
    expect(token('--ring')).toBe('var(--primary)')
  })
})

it('never fades the focus ring with an opacity modifier', () => {
  expect(css).not.toMatch(/(ring|outline)-ring\/\d+/)
})
