import type { Database } from '@/lib/supabase/database.types'
import { DEFAULT_BODY_FONT } from '@/lib/theme/body-fonts'
import { DEFAULT_PRIMARY_COLOR } from '@/lib/theme/color'

export type SettingRow = Database['public']['Tables']['settings']['Row']

/** Site-wide settings by key: the two the site applies, plus any others stored. */
export type SiteSettings = {
  primary_color: string
  font_family: string
  [key: string]: unknown
}

export const DEFAULT_SETTINGS: Readonly<SiteSettings> = {
  primary_color: DEFAULT_PRIMARY_COLOR,
  font_family: DEFAULT_BODY_FONT,
}

/** Strings hold JSON text ('"#007bff"') or a plain value ('#007bff'); anything else is kept. */
export function parseSettingValue(value: unknown): unknown {
  if (typeof value !== 'string') return value
  try {
    return JSON.parse(value) as unknown
  } catch {
    return value
  }
}

const isKnownKey = (key: string) => Object.hasOwn(DEFAULT_SETTINGS, key)

/** Rows of the settings table over the defaults; a known key with a non-text value is ignored. */
export function settingsFromRows(rows: readonly Pick<SettingRow, 'key' | 'value'>[]): SiteSettings {
  const settings: SiteSettings = { ...DEFAULT_SETTINGS }
  for (const row of rows) {
    const value = parseSettingValue(row.value)
    if (isKnownKey(row.key) && typeof value !== 'string') continue
    settings[row.key] = value
  }
  return settings
}
