export type Hsl = { h: number; s: number; l: number }

const HEX_COLOR = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i

export const DEFAULT_PRIMARY_COLOR = '#007bff'

/** Parses #rgb or #rrggbb into whole-number hue (0-359), saturation and lightness (0-100). */
export function hexToHsl(hex: string): Hsl | null {
  const match = HEX_COLOR.exec(hex.trim())
  if (!match?.[1]) return null
  const digits =
    match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1]
  const [r, g, b] = [0, 2, 4].map((offset) => parseInt(digits.slice(offset, offset + 2), 16) / 255)
  if (r === undefined || g === undefined || b === undefined) return null

  const max = Math.max(r, g, b)
  const min = Math.min(r, g, b)
  const l = (max + min) / 2
  const delta = max - min
  if (delta === 0) return { h: 0, s: 0, l: Math.round(l * 100) }

  const s = delta / (1 - Math.abs(2 * l - 1))
  let h: number
  if (max === r) h = ((g - b) / delta) % 6
  else if (max === g) h = (b - r) / delta + 2
  else h = (r - g) / delta + 4
  h = Math.round(h * 60)
  if (h < 0) h += 360

  return { h: h % 360, s: Math.round(s * 100), l: Math.round(l * 100) }
}

export function hslToRgb({ h, s, l }: Hsl): [number, number, number] {
  const sat = s / 100
  const light = l / 100
  const chroma = (1 - Math.abs(2 * light - 1)) * sat
  const x = chroma * (1 - Math.abs(((h / 60) % 2) - 1))
  const m = light - chroma / 2
  const sector = Math.floor(h / 60) % 6
  const table: [number, number, number][] = [
    [chroma, x, 0],
    [x, chroma, 0],
    [0, chroma, x],
    [0, x, chroma],
    [x, 0, chroma],
    [chroma, 0, x],
  ]
  const [r, g, b] = table[sector] ?? [0, 0, 0]
  return [r, g, b].map((channel) => Math.round((channel + m) * 255)) as [number, number, number]
}

function relativeLuminance([r, g, b]: [number, number, number]): number {
  const linear = (channel: number) => {
    const c = channel / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/** WCAG 2 contrast ratio between two colours. */
export function contrastRatio(a: [number, number, number], b: [number, number, number]): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x)
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05)
}

/**
 * The darkest light-theme surface primary text sits on (--muted in globals.css). Text that passes
 * on it passes on white too, and so does white text on a primary button.
 */
const LIGHT_SURFACE: [number, number, number] = [241, 245, 249]
/**
 * The lightest dark-theme surface primary text sits on (--muted in globals.css, hsl(217 33% 16%)).
 * Text that passes on it passes on the cards and the page background too.
 */
const DARK_SURFACE: [number, number, number] = [27, 38, 54]
// A little above 4.5:1 so that browser rounding of hsl() never lands just under AA.
const AA_TEXT = 4.6

/**
 * Lightness values derived from an admin-chosen colour so that buttons with white text, primary
 * text on the light theme's surfaces and primary-coloured text on the dark background all meet
 * WCAG AA, whatever colour was picked. The hue and saturation always stay the admin's.
 */
export function primaryPalette(color: Hsl): { base: Hsl; solidL: number; brightL: number } {
  let solidL = color.l
  while (solidL > 0 && contrastRatio(hslToRgb({ ...color, l: solidL }), LIGHT_SURFACE) < AA_TEXT) {
    solidL -= 1
  }
  let brightL = Math.max(color.l, 55)
  while (
    brightL < 100 &&
    contrastRatio(hslToRgb({ ...color, l: brightL }), DARK_SURFACE) < AA_TEXT
  ) {
    brightL += 1
  }
  return { base: color, solidL, brightL }
}

/** CSS custom properties that recolour the site; globals.css builds every primary shade from them. */
export function primaryColorVariables(hex: string): Record<string, string> {
  const hsl = hexToHsl(hex) ?? hexToHsl(DEFAULT_PRIMARY_COLOR)
  if (!hsl) return {}
  const { base, solidL, brightL } = primaryPalette(hsl)
  return {
    '--primary-h': String(base.h),
    '--primary-s': `${base.s}%`,
    '--primary-l': `${base.l}%`,
    '--primary-solid-l': `${solidL}%`,
    '--primary-bright-l': `${brightL}%`,
  }
}
