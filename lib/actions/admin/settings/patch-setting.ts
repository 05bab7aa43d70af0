import type { SupabaseClient } from '@supabase/supabase-js'

import type { Database } from '@/lib/supabase/database.types'

export type UpdateSettingResult = { success: true } | { success: false; error: Error }

/**
 * The spec's settings write: PATCH the row whose key matches, with the value as JSON text and
 * updated_at now. RLS lets only admins change rows, and an update that RLS filters out is not an
 * error in PostgREST, so the changed row is asked back: none means nothing was saved.
 */
export async function patchSetting(
  supabase: SupabaseClient<Database>,
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
