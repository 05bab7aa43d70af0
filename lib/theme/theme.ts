export const THEME_STORAGE_KEY = 'vite-ui-theme'
export const THEMES = ['light', 'dark'] as const
export type Theme = (typeof THEMES)[number]
export const DEFAULT_THEME: Theme = 'light'

/** Any stored value other than a known theme (missing, 'system', garbage) means light. */
export function resolveTheme(stored: string | null | undefined): Theme {
  return THEMES.find((theme) => theme === stored) ?? DEFAULT_THEME
}
