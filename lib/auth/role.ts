import type { SupabaseClient } from '@supabase/supabase-js'

import type { Database } from '@/lib/supabase/database.types'

export type UserRole = 'admin' | 'user'

/** The user's role from user_roles; 'user' when the lookup fails or finds nothing (spec §4). */
export async function fetchRole(
  supabase: SupabaseClient<Database>,
  userId: string,
): Promise<UserRole> {
  const { data, error } = await supabase
    .from('user_roles')
    .select('role')
    .eq('user_id', userId)
    .single()
  if (error || !data) return 'user'
  return data.role === 'admin' ? 'admin' : 'user'
}
