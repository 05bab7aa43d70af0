import 'server-only'

import type { SupabaseClient } from '@supabase/supabase-js'

import { settingsFromRows, type SettingRow } from '@/lib/settings/settings'
import { createClient } from '@/lib/supabase/server'
import type { Database } from '@/lib/supabase/database.types'
import { bodyFonts, DEFAULT_BODY_FONT } from '@/lib/theme/body-fonts'
import type { SiteSettingsFormInput } from '@/lib/validation/settings'

/** The settings the admin's form edits, one row each. */
export const EDITABLE_SETTING_KEYS = ['primary_color', 'font_family'] as const

export type EditableSettingKey = (typeof EDITABLE_SETTING_KEYS)[number]

type VersionedRow = Pick<SettingRow, 'key' | 'value' | 'updated_at'>

/** The form's settings as stored, and the version they were read at. */
export type EditableSettings = {
  values: SiteSettingsFormInput
  /**
   * Each editable row's `updated_at` (`key@time`, in key order): a save compares it with the
   * rows as they are then, so a change made since in another tab is never silently kept or lost.
   * Per row rather than the latest time, so two servers' clocks need not agree.
   */
  version: string
  /** Each row's `updated_at` by key, which a save of that row expects to replace. */
  updatedAt: Partial<Record<EditableSettingKey, string>>
  /** When the most recent of the rows changed. */
  changedAt: string
}

/** The version string of rows at these `updated_at` times. */
export function settingsVersion(updatedAt: EditableSettings['updatedAt']) {
  return EDITABLE_SETTING_KEYS.map((key) => `${key}@${updatedAt[key] ?? 'missing'}`).join(' ')
}

/** The editable rows as form values (a font the site no longer hosts shows as the default). */
function editableSettings(rows: readonly VersionedRow[]): EditableSettings {
  const settings = settingsFromRows(rows)
  const font = Object.hasOwn(bodyFonts, settings.font_family)
    ? (settings.font_family as keyof typeof bodyFonts)
    : DEFAULT_BODY_FONT
  const updatedAt = Object.fromEntries(rows.map((row) => [row.key, row.updated_at]))
  return {
    values: { primary_color: settings.primary_color.toLowerCase(), font_family: font },
    version: settingsVersion(updatedAt),
    updatedAt,
    changedAt: rows.map((row) => row.updated_at).reduce((a, b) => (a > b ? a : b), ''),
  }
}

/** The editable settings as they are now, uncached, read with the given (admin's) client. */
export async function readEditableSettings(
  supabase: SupabaseClient<Database>,
): Promise<EditableSettings> {
  const { data, error } = await supabase
    .from('settings')
    .select('key, value, updated_at')
    .in('key', [...EDITABLE_SETTING_KEYS])
  if (error) throw new Error(`Could not load the settings: ${error.message}`)
  return editableSettings(data)
}

/** The settings form's values and version, uncached, with the admin's session. */
export async function getSettingsForAdmin(): Promise<EditableSettings> {
  return readEditableSettings(await createClient())
}
