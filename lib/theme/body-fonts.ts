/** The fonts an admin can choose for body text, keyed by the font_family setting's value. */
export const bodyFonts = {
  Inter: 'var(--font-inter)',
  Roboto: 'var(--font-roboto)',
  'Open Sans': 'var(--font-open-sans)',
  Lato: 'var(--font-lato)',
  Poppins: 'var(--font-poppins)',
  Merriweather: 'var(--font-merriweather)',
} as const

export type BodyFont = keyof typeof bodyFonts

export const DEFAULT_BODY_FONT: BodyFont = 'Inter'

/** The CSS value for --font-body; unknown names fall back to Inter. */
export function bodyFontVariable(name: string): string {
  return name in bodyFonts ? bodyFonts[name as BodyFont] : bodyFonts[DEFAULT_BODY_FONT]
}
