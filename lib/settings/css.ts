import type { SiteSettings } from '@/lib/settings/settings'
import { bodyFontVariable } from '@/lib/theme/body-fonts'
import { primaryColorVariables } from '@/lib/theme/color'

/**
 * The CSS custom properties that apply the settings: the primary colour as hue / saturation /
 * lightness (invalid colours fall back to the default) and --font-body, which globals.css puts
 * first in the body's font stack ahead of the sans-serif fallbacks (unknown fonts fall back to
 * Inter). Every value comes from a fixed vocabulary or a number, never from the raw setting.
 */
export function settingsCssVariables(settings: SiteSettings): Record<string, string> {
  return {
    ...primaryColorVariables(settings.primary_color),
    '--font-body': bodyFontVariable(settings.font_family),
  }
}

/** A :root rule for a server-rendered <style>, so the first paint already has the settings. */
export function settingsStyleSheet(settings: SiteSettings): string {
  const declarations = Object.entries(settingsCssVariables(settings))
    .map(([name, value]) => `${name}:${value}`)
    .join(';')
  return `:root{${declarations}}`
}
