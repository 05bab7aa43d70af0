import type { SupabaseClient } from '@supabase/supabase-js'

import { settingsFromRows, type SiteSettings } from '@/lib/settings/settings'
import type { Database } from '@/lib/supabase/database.types'

/**
 * Every row of the settings table (GET, all columns) over the defaults; throws on failure.
 * Shared by the server's cached read and the browser's store, so it takes the client to use.
 */
export async function loadSettings(
  supabase: SupabaseClient<Database>,
  signal?: AbortSignal,
): Promise<SiteSettings> {
  const query = supabase.from('settings').select('*')
  const { data, error } = await (signal ? query.abortSignal(signal) : query)
  if (error) throw new Error(error.message)
  return settingsFromRows(data)
}
