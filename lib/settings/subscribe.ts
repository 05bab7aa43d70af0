import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js'

import type { Database } from '@/lib/supabase/database.types'

export const SETTINGS_CHANNEL = 'settings-changes'

/**
 * Calls onChange for every insert, update or delete on public.settings (the table is in the
 * supabase_realtime publication). Returns the channel; remove it to stop listening.
 */
export function subscribeToSettings(
  supabase: SupabaseClient<Database>,
  onChange: () => void,
): RealtimeChannel {
  return supabase
    .channel(SETTINGS_CHANNEL)
    .on('postgres_changes', { event: '*', schema: 'public', table: 'settings' }, () => onChange())
    .subscribe()
}
