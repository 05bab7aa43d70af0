import { settingsCssVariables } from '@/lib/settings/css'
import type { SiteSettings } from '@/lib/settings/settings'

/** Puts the settings' CSS variables on <html>, overriding the server-rendered :root rule. */
export function applySettings(
  settings: SiteSettings,
  root: HTMLElement = document.documentElement,
) {
  for (const [name, value] of Object.entries(settingsCssVariables(settings))) {
    root.style.setProperty(name, value)
  }
}
