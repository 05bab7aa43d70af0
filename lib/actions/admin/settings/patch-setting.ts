import type { SupabaseClient } from '@supabase/supabase-js'

import type { Database } from '@/lib/supabase/database.types'

export type UpdateSettingResult =
  { success: true; updatedAt: string } | { success: false; error: Error }

/**
 * The spec's settings write: PATCH the row whose key matches, with the value as JSON text and
 * updated_at now. RLS lets only admins change rows, and an update that RLS filters out is not an
 * error in PostgREST, so the changed row is asked back: none means nothing was saved. With
 * `expectedUpdatedAt`, a row changed since that version is left alone (and nothing is saved).
 */
export async function patchSetting(
  supabase: SupabaseClient<Database>,
  key: string,
  value: unknown,
  expectedUpdatedAt?: string,
): Promise<UpdateSettingResult> {
  const encoded = JSON.stringify(value) as string | undefined
  if (encoded === undefined) {
    return { success: false, error: new Error(`The value for "${key}" cannot be stored as JSON.`) }
  }
  const patch = supabase
    .from('settings')
    .update({ value: encoded, updated_at: new Date().toISOString() })
    .eq('key', key)
  const { data, error } = await (
    expectedUpdatedAt === undefined ? patch : patch.eq('updated_at', expectedUpdatedAt)
  ).select('key, updated_at')
  if (error) return { success: false, error: new Error(error.message) }
  const [row] = data
  if (!row) {
    return {
      success: false,
      error: new Error(
        `The setting "${key}" was not saved: it does not exist${expectedUpdatedAt === undefined ? '' : ', has changed since'} or you are not allowed to change it.`,
      ),
    }
  }
  return { success: true, updatedAt: row.updated_at }
}
