'use server'

import { adminAction } from '@/lib/actions/action'
import { patchSetting } from '@/lib/actions/admin/settings/patch-setting'
import { conflictFailure, fail, ok, type ActionResult } from '@/lib/actions/result'
import { getRowsHistory } from '@/lib/data/admin/audit'
import {
  EDITABLE_SETTING_KEYS,
  readEditableSettings,
  settingsVersion,
  type EditableSettings,
} from '@/lib/data/admin/settings'
import { invalidateSettings } from '@/lib/data/tags'
import type { createClient } from '@/lib/supabase/server'
import { saveSiteSettingsSchema } from '@/lib/validation/settings'

type ServerClient = Awaited<ReturnType<typeof createClient>>

/** The settings as they are now, and who last changed one, as the editor's conflict. */
async function conflictWith(supabase: ServerClient, current: EditableSettings) {
  const [latest] = await getRowsHistory(supabase, ['settings'], [...EDITABLE_SETTING_KEYS], {
    limit: 1,
  })
  return conflictFailure({
    changedBy: latest?.actorName ?? 'another admin',
    changedAt: current.changedAt,
    current: current.values,
    version: current.version,
  })
}

/**
 * Saves the settings form. Each changed setting is the spec's PATCH of its row, sent only while
 * every row is still at the version the form was opened at, and each PATCH names its row's
 * version too; a change made since (another admin, another tab) comes back as a conflict with
 * its values, as in every editor, instead of being kept beside the form's or overwritten.
 * The cached settings are dropped once, after the last write.
 */
export const saveSiteSettingsAction = adminAction(
  saveSiteSettingsSchema,
  async ({ version, ...values }, { supabase }): Promise<ActionResult<{ version: string }>> => {
    let stored: EditableSettings
    try {
      stored = await readEditableSettings(supabase)
    } catch (error) {
      return fail(`Could not save: ${(error as Error).message}`)
    }
    if (stored.version !== version) return conflictWith(supabase, stored)

    const updatedAt = { ...stored.updatedAt }
    let saved = false
    for (const key of EDITABLE_SETTING_KEYS) {
      if (values[key] === stored.values[key]) continue
      const result = await patchSetting(supabase, key, values[key], stored.updatedAt[key])
      if (!result.success) {
        if (saved) invalidateSettings()
        const now = await readEditableSettings(supabase).catch(() => null)
        if (now && now.version !== settingsVersion(updatedAt)) {
          return conflictWith(supabase, now)
        }
        return fail(result.error.message)
      }
      updatedAt[key] = result.updatedAt
      saved = true
    }
    if (saved) invalidateSettings()
    return ok({ version: settingsVersion(updatedAt) })
  },
)
