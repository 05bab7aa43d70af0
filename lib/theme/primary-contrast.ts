import { contrastRatio, hexToHsl, hslToRgb, primaryPalette, type Hsl } from '@/lib/theme/color'

const WHITE: [number, number, number] = [255, 255, 255]
/** The dark theme's --primary-foreground (globals.css): text on primary buttons there. */
const DARK_BUTTON_TEXT = hslToRgb({ h: 222, s: 49, l: 8 })

/** WCAG AA for normal text. */
export const AA_CONTRAST = 4.5

/**
 * How far the site may darken the chosen colour to keep white text on primary buttons at AA
 * (lib/theme/color.ts does that darkening). Beyond this the buttons would no longer look like the
 * colour the admin picked, so such a colour cannot reach AA as itself and is refused.
 */
export const MAX_LIGHTNESS_SHIFT = 20

export type PrimaryContrast = {
  /** White text on the light theme's primary button. */
  light: number
  /** The dark theme's button text on its primary button. */
  dark: number
  /** The button colours the site will really use, as CSS hsl(). */
  lightButton: string
  darkButton: string
  /** Why this colour is refused; null when it is accepted. */
  problem: string | null
}

const css = ({ h, s, l }: Hsl) => `hsl(${h} ${s}% ${l}%)`
const round = (ratio: number) => Math.floor(ratio * 100) / 100

/** The contrast of primary buttons for a chosen colour, and whether it can be used. */
export function primaryContrast(hex: string): PrimaryContrast | null {
  const color = hexToHsl(hex)
  if (!color) return null
  const { solidL, brightL } = primaryPalette(color)
  const lightButton = { ...color, l: solidL }
  const darkButton = { ...color, l: brightL }
  const light = round(contrastRatio(hslToRgb(lightButton), WHITE))
  const dark = round(contrastRatio(hslToRgb(darkButton), DARK_BUTTON_TEXT))
  const shift = color.l - solidL
  let problem: string | null = null
  if (shift > MAX_LIGHTNESS_SHIFT) {
    problem = `White text on this colour reaches only ${round(contrastRatio(hslToRgb(color), WHITE))}:1; buttons would need it ${shift}% darker to reach the ${AA_CONTRAST}:1 WCAG AA minimum. Choose a darker colour.`
  } else if (light < AA_CONTRAST || dark < AA_CONTRAST) {
    problem = `Primary buttons would reach only ${Math.min(light, dark)}:1, below the ${AA_CONTRAST}:1 WCAG AA minimum.`
  }
  return { light, dark, lightButton: css(lightButton), darkButton: css(darkButton), problem }
}
