export const THEME_STORAGE_KEY = 'vite-ui-theme'
/** The themes the page can show; 'system' picks one of them from the device's colour scheme. */
export const THEMES = ['light', 'dark'] as const
export type Theme = (typeof THEMES)[number]
export const THEME_PREFERENCES = [...THEMES, 'system'] as const
export type ThemePreference = (typeof THEME_PREFERENCES)[number]
export const DEFAULT_THEME: Theme = 'light'

/** Any stored value other than a known preference (missing, garbage) means light. */
export function resolveTheme(stored: string | null | undefined): ThemePreference {
  return THEME_PREFERENCES.find((theme) => theme === stored) ?? DEFAULT_THEME
}
