import type { SupabaseClient } from '@supabase/supabase-js'

import { settingsFromRows, type SiteSettings } from '@/lib/settings/settings'
import type { Database } from '@/lib/supabase/database.types'

type Client = SupabaseClient<Database>

export type UpdateSettingResult = { success: true } | { success: false; error: Error }

/** Every row of the settings table (GET, all columns) over the defaults; throws on failure. */
export async function loadSettings(supabase: Client, signal?: AbortSignal): Promise<SiteSettings> {
  const query = supabase.from('settings').select('*')
  const { data, error } = await (signal ? query.abortSignal(signal) : query)
  if (error) throw new Error(error.message)
  return settingsFromRows(data)
}

/**
 * PATCHes one setting (value JSON-encoded, updated_at now). RLS lets only admins change rows, and
 * an update that RLS filters out is not an error in PostgREST, so the changed row is asked back:
 * none means nothing was saved.
 */
export async function updateSetting(
  supabase: Client,
  key: string,
  value: unknown,
): Promise<UpdateSettingResult> {
  const encoded = JSON.stringify(value) as string | undefined
  if (encoded === undefined) {
    return { success: false, error: new Error(`The value for "${key}" cannot be stored as JSON.`) }
  }
  const { data, error } = await supabase
    .from('settings')
    .update({ value: encoded, updated_at: new Date().toISOString() })
    .eq('key', key)
    .select('key')
  if (error) return { success: false, error: new Error(error.message) }
  if (data.length === 0) {
    return {
      success: false,
      error: new Error(
        `The setting "${key}" was not saved: it does not exist or you are not allowed to change it.`,
      ),
    }
  }
  return { success: true }
}
