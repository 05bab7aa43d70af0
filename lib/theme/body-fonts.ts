/**
 * The fonts an admin can choose for body text, keyed by the font_family setting's value. Each
 * stack names the family as the setting does, so the page's computed font says "Inter" rather
 * than next/font's face names, then the self-hosted faces that supply it.
 */
export const bodyFonts = {
  Inter: 'Inter, var(--font-inter)',
  Roboto: 'Roboto, var(--font-roboto)',
  'Open Sans': '"Open Sans", var(--font-open-sans)',
  Lato: 'Lato, var(--font-lato)',
  Poppins: 'Poppins, var(--font-poppins)',
  Merriweather: 'Merriweather, var(--font-merriweather)',
} as const

export type BodyFont = keyof typeof bodyFonts

export const DEFAULT_BODY_FONT: BodyFont = 'Inter'

/** The CSS value for --font-body; unknown names fall back to Inter. */
export function bodyFontVariable(name: string): string {
  return name in bodyFonts ? bodyFonts[name as BodyFont] : bodyFonts[DEFAULT_BODY_FONT]
}
